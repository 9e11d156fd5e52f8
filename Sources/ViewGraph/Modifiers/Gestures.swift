import ScenarioWire

/// Gestures as values: `DragGesture().onChanged { … }.onEnded { … }`. No transcript
/// action drags, pinches or rotates, so their callbacks never run; a tap gesture
/// with an `onEnded` action is tappable like `onTapGesture` (see `.gesture(_:)`).
@MainActor @preconcurrency
public protocol Gesture {
  /// The value the gesture reports.
  associatedtype Value
  /// The gesture this gesture is made of (`Never` for the built-in ones).
  associatedtype Body: Gesture
  /// The gesture's content.
  var body: Self.Body { get }
}

extension Never: Gesture {
  /// The value the gesture reports.
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// Built-in gestures have no body.
  public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

extension Gesture {
  /// Runs `action` when the gesture ends (for a tap: when tapped).
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// Runs `action` whenever the gesture's value changes (never: no action drags).
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
    _ChangedGesture(base: self)
  }

  /// Updates gesture state while the gesture runs (never: no action drags).
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self)
  }

  /// Maps the gesture's value.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(base: self) }

  /// Both gestures at once.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(first: self, second: other)
  }

  /// This gesture, then `other`.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(first: self, second: other)
  }

  /// This gesture, or `other` if this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }
}

/// A tap, or several in a row: `TapGesture(count: 2)`.
public struct TapGesture: Gesture {
  /// Taps needed.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
  /// The value the gesture reports.
  public typealias Value = Void
  public typealias Body = Never
}

/// A drag, with its translation and location.
public struct DragGesture: Gesture {
  /// How far the finger moves before the drag starts.
  public var minimumDistance: CGFloat
  /// The coordinate space of the values.
  public var coordinateSpace: CoordinateSpace

  /// A drag gesture.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// The state of a drag.
  public struct Value: Equatable, Sendable {
    /// When this value was reported.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the finger moved.
    public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
    /// The speed of the drag.
    public var velocity: CGSize
    /// Where the drag would end if the finger lifted now.
    public var predictedEndLocation: CGPoint
    /// The translation the drag would end with if the finger lifted now.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }

  public typealias Body = Never
}

/// A press held for a while; reports whether it is still held.
public struct LongPressGesture: Gesture {
  /// How long the press must last.
  public var minimumDuration: Double
  /// How far the finger may move.
  public var maximumDistance: CGFloat
  /// A long-press gesture.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
  /// The value the gesture reports.
  public typealias Value = Bool
  public typealias Body = Never
}

/// A pinch (iOS 17): its value's `magnification`.
public struct MagnifyGesture: Gesture {
  /// A pinch gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
  /// The state of a pinch.
  public struct Value: Equatable, Sendable {
    /// The scale since the pinch started.
    public var magnification: CGFloat
  }
  public typealias Body = Never
}

/// A pinch (iOS 13): its value is the scale.
public struct MagnificationGesture: Gesture {
  /// A pinch gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
  /// The value the gesture reports.
  public typealias Value = CGFloat
  public typealias Body = Never
}

/// A two-finger rotation (iOS 17): its value's `rotation`.
public struct RotateGesture: Gesture {
  /// A rotation gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
  /// The state of a rotation.
  public struct Value: Equatable, Sendable {
    /// The angle since the rotation started.
    public var rotation: Angle
  }
  public typealias Body = Never
}

/// A two-finger rotation (iOS 13): its value is the angle.
public struct RotationGesture: Gesture {
  /// A rotation gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
  /// The value the gesture reports.
  public typealias Value = Angle
  public typealias Body = Never
}

/// A gesture with an action when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture {
  let base: Base
  let action: (Base.Value) -> Void
  /// The value the gesture reports.
  public typealias Value = Base.Value
  public typealias Body = Never
}

/// A gesture with an action when its value changes.
public struct _ChangedGesture<Base: Gesture>: Gesture {
  let base: Base
  /// The value the gesture reports.
  public typealias Value = Base.Value
  public typealias Body = Never
}

/// A gesture that updates gesture state.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  let base: Base
  /// The value the gesture reports.
  public typealias Value = Base.Value
  public typealias Body = Never
}

/// A gesture with its value mapped.
public struct _MapGesture<Base: Gesture, T>: Gesture {
  let base: Base
  /// The value the gesture reports.
  public typealias Value = T
  public typealias Body = Never
}

/// Two gestures at once.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// The values of both.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }
  public typealias Body = Never
}

/// One gesture, then another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// Where the sequence is.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  public typealias Body = Never
}

/// One gesture, or another if it fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// Which gesture succeeded.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public typealias Body = Never
}

/// Which gestures of a view and its subviews are active.
public struct GestureMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  /// Creates a mask from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// None.
  public static let none = GestureMask([])
  /// The view's own gesture.
  public static let gesture = GestureMask(rawValue: 1)
  /// Its subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A tap gesture's action, if the gesture is a tap with an `onEnded`.
@MainActor
protocol TapGestureAction {
  var tapCount: Int { get }
  var tapAction: () -> Void { get }
}

extension _EndedGesture: TapGestureAction where Base == TapGesture {
  var tapCount: Int { base.count }
  var tapAction: () -> Void {
    let action = action
    return { action(()) }
  }
}

/// The name a gesture shows in the dump: `DragGesture`, `TapGesture`.
@MainActor
enum GestureNames {
  static func gesture(_ gesture: Any) -> ScreenGesture {
    switch gesture {
    case let wrapper as any GestureWrapper: wrapper.wrappedGesture
    case is TapGesture: .tap
    case is DragGesture: .drag
    case is LongPressGesture: .longPress
    case is MagnifyGesture: .magnify
    case is MagnificationGesture: .magnification
    case is RotateGesture: .rotate
    case is RotationGesture: .rotation
    case let combined as any CombinedGesture: combined.screenGesture
    default: .custom(TypeNames.plain(type(of: gesture)))
    }
  }
}

/// A gesture wrapper that stands for the gesture it wraps.
@MainActor
protocol GestureWrapper {
  var wrappedGesture: ScreenGesture { get }
}

extension _EndedGesture: GestureWrapper { var wrappedGesture: ScreenGesture { GestureNames.gesture(base) } }
extension _ChangedGesture: GestureWrapper { var wrappedGesture: ScreenGesture { GestureNames.gesture(base) } }
extension GestureStateGesture: GestureWrapper { var wrappedGesture: ScreenGesture { GestureNames.gesture(base) } }
extension _MapGesture: GestureWrapper { var wrappedGesture: ScreenGesture { GestureNames.gesture(base) } }

/// Two gestures combined, named by how and by the two.
@MainActor
protocol CombinedGesture {
  var screenGesture: ScreenGesture { get }
}

extension SimultaneousGesture: CombinedGesture {
  var screenGesture: ScreenGesture { .simultaneous(GestureNames.gesture(first), GestureNames.gesture(second)) }
}
extension SequenceGesture: CombinedGesture {
  var screenGesture: ScreenGesture { .sequence(GestureNames.gesture(first), GestureNames.gesture(second)) }
}
extension ExclusiveGesture: CombinedGesture {
  var screenGesture: ScreenGesture { .exclusive(GestureNames.gesture(first), GestureNames.gesture(second)) }
}
