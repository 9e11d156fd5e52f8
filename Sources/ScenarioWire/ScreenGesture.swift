/// A gesture attached with `.gesture(_:)` that no transcript action performs, as the
/// dump names it by its type (`[gesture: DragGesture]`): one of SwiftUI's, two combined,
/// or a `Gesture` of the chapter's own by its type's name.
public indirect enum ScreenGesture: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A tap without an `onEnded` action (one with it is `[onTapGesture]`).
  case tap
  /// A drag.
  case drag
  /// A long press.
  case longPress
  /// A pinch (iOS 17 `MagnifyGesture`).
  case magnify
  /// A pinch (`MagnificationGesture`).
  case magnification
  /// A rotation (iOS 17 `RotateGesture`).
  case rotate
  /// A rotation (`RotationGesture`).
  case rotation
  /// Two gestures recognised together: `SimultaneousGesture<DragGesture, MagnifyGesture>`.
  case simultaneous(ScreenGesture, ScreenGesture)
  /// One gesture, then the other: `SequenceGesture<LongPressGesture, DragGesture>`.
  case sequence(ScreenGesture, ScreenGesture)
  /// The first that is recognised of two: `ExclusiveGesture<TapGesture, DragGesture>`.
  case exclusive(ScreenGesture, ScreenGesture)
  /// A gesture of the chapter's own, by its type's name.
  case custom(String)

  /// The gesture's type name as Swift prints it.
  public var description: String {
    switch self {
    case .tap: "TapGesture"
    case .drag: "DragGesture"
    case .longPress: "LongPressGesture"
    case .magnify: "MagnifyGesture"
    case .magnification: "MagnificationGesture"
    case .rotate: "RotateGesture"
    case .rotation: "RotationGesture"
    case .simultaneous(let first, let second): "SimultaneousGesture<\(first), \(second)>"
    case .sequence(let first, let second): "SequenceGesture<\(first), \(second)>"
    case .exclusive(let first, let second): "ExclusiveGesture<\(first), \(second)>"
    case .custom(let name): name
    }
  }
}
