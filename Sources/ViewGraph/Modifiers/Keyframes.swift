import Foundation

/// Keyframes (iOS 17): tracks of keyframes, each moving one property of a value
/// over time, as `keyframeAnimator` plays them. The engine keeps every keyframe's
/// target and duration but plays none of them: animations are not modelled, so a
/// keyframe animator shows its content at its initial value (`KeyframeAnimator`).

/// Keyframes for a value of type `Value`: a `KeyframeTrack`, or several.
public protocol Keyframes<Value> {
  /// The value the keyframes animate.
  associatedtype Value
}

/// One property's keyframes: a keyframe (`LinearKeyframe`, `SpringKeyframe`,
/// `CubicKeyframe`, `MoveKeyframe`) or a sequence of them.
public protocol KeyframeTrackContent<Value> {
  /// The value the keyframes move.
  associatedtype Value: Animatable
}

/// One keyframe: where the value goes, and how long it takes.
struct KeyframeStep<Value> {
  /// The value at the end of the keyframe.
  let target: Value
  /// The time the keyframe takes, in seconds (a spring's response when not given).
  let duration: TimeInterval
}

/// Keyframe content whose steps can be listed.
protocol KeyframeStepList {
  /// The keyframes in order, each a `KeyframeStep` of the content's value.
  var erasedSteps: [Any] { get }
}

extension KeyframeStepList {
  /// The keyframes in order, of one value type.
  func steps<Value>(of type: Value.Type) -> [KeyframeStep<Value>] {
    erasedSteps.compactMap { $0 as? KeyframeStep<Value> }
  }
}

/// A keyframe moving in a straight line to a value, at a pace a unit curve gives.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeStepList {
  let step: KeyframeStep<Value>
  /// A keyframe to `to` taking `duration` seconds.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    step = KeyframeStep(target: to, duration: duration)
  }
  var erasedSteps: [Any] { [step] }
}

/// A keyframe moving to a value along a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeStepList {
  let step: KeyframeStep<Value>
  /// A keyframe to `to` along `spring`, taking `duration` seconds (without one, the
  /// spring's own duration).
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    step = KeyframeStep(target: to, duration: duration ?? spring.duration)
  }
  var erasedSteps: [Any] { [step] }
}

/// A keyframe moving to a value along a cubic curve through its neighbours.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeStepList {
  let step: KeyframeStep<Value>
  /// A keyframe to `to` taking `duration` seconds.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    step = KeyframeStep(target: to, duration: duration)
  }
  var erasedSteps: [Any] { [step] }
}

/// A keyframe that jumps to a value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeStepList {
  let step: KeyframeStep<Value>
  /// A keyframe that jumps to `to`.
  public init(_ to: Value) { step = KeyframeStep(target: to, duration: 0) }
  var erasedSteps: [Any] { [step] }
}

/// Keyframes one after another, as a track's builder joins them.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, KeyframeStepList {
  let erasedSteps: [Any]

  init(_ parts: [any KeyframeTrackContent]) {
    erasedSteps = parts.flatMap { ($0 as? KeyframeStepList)?.erasedSteps ?? [] }
  }
}

/// Builds a track's keyframes from a closure of keyframes.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe of the track's value.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
    expression
  }
  /// No keyframes.
  public static func buildBlock() -> KeyframeSequence<Value> { KeyframeSequence([]) }
  /// The first keyframe.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }
  /// The keyframes so far, then the next.
  public static func buildPartialBlock<A: KeyframeTrackContent, N: KeyframeTrackContent>(
    accumulated: A, next: N
  ) -> KeyframeSequence<Value> where A.Value == Value, N.Value == Value {
    KeyframeSequence([accumulated, next])
  }
  /// Keyframes of a loop.
  public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> KeyframeSequence<Value>
  where K.Value == Value {
    KeyframeSequence(components)
  }
  /// The keyframes of an `if`'s first branch.
  public static func buildEither<K: KeyframeTrackContent>(first component: K) -> KeyframeSequence<Value>
  where K.Value == Value {
    KeyframeSequence([component])
  }
  /// The keyframes of an `if`'s second branch.
  public static func buildEither<K: KeyframeTrackContent>(second component: K) -> KeyframeSequence<Value>
  where K.Value == Value {
    KeyframeSequence([component])
  }
  /// The keyframes of an `if` without `else`.
  public static func buildOptional<K: KeyframeTrackContent>(_ component: K?) -> KeyframeSequence<Value>
  where K.Value == Value {
    KeyframeSequence(component.map { [$0] } ?? [])
  }
}

/// The keyframes of one property of a value, reached by a key path (or of the whole
/// value, without one).
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes
where Content.Value == TrackValue {
  /// The value whose property the track moves.
  public typealias Value = Root
  let keyPath: WritableKeyPath<Root, TrackValue>
  let content: Content

  /// A track moving the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
    keyPath = \.self
    self.content = content()
  }

  /// A track moving the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// The track's keyframes in order.
  var steps: [KeyframeStep<TrackValue>] { (content as? KeyframeStepList)?.steps(of: TrackValue.self) ?? [] }
}

/// Tracks played together, as a keyframes builder joins them.
public struct KeyframeTracks<Value>: Keyframes {
  let count: Int
}

/// Builds keyframes from a closure of tracks.
@resultBuilder
public struct KeyframesBuilder<Value> {
  /// A track of the value.
  public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }
  /// No tracks.
  public static func buildBlock() -> KeyframeTracks<Value> { KeyframeTracks(count: 0) }
  /// The first track.
  public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }
  /// The tracks so far, then the next.
  public static func buildPartialBlock<A: Keyframes, N: Keyframes>(accumulated: A, next: N) -> KeyframeTracks<Value>
  where A.Value == Value, N.Value == Value {
    KeyframeTracks(count: 2)
  }
  /// Tracks of a loop.
  public static func buildArray<K: Keyframes>(_ components: [K]) -> KeyframeTracks<Value> where K.Value == Value {
    KeyframeTracks(count: components.count)
  }
  /// The tracks of an `if`'s first branch.
  public static func buildEither<K: Keyframes>(first component: K) -> KeyframeTracks<Value> where K.Value == Value {
    KeyframeTracks(count: 1)
  }
  /// The tracks of an `if`'s second branch.
  public static func buildEither<K: Keyframes>(second component: K) -> KeyframeTracks<Value> where K.Value == Value {
    KeyframeTracks(count: 1)
  }
  /// The tracks of an `if` without `else`.
  public static func buildOptional<K: Keyframes>(_ component: K?) -> KeyframeTracks<Value> where K.Value == Value {
    KeyframeTracks(count: component == nil ? 0 : 1)
  }
}

/// A curve from (0, 0) to (1, 1) giving the pace of a keyframe or animation.
public struct UnitCurve: Hashable, Sendable {
  let name: String
  /// A constant pace.
  public static let linear = UnitCurve(name: "linear")
  /// Slow, then fast.
  public static let easeIn = UnitCurve(name: "easeIn")
  /// Fast, then slow.
  public static let easeOut = UnitCurve(name: "easeOut")
  /// Slow, fast, slow.
  public static let easeInOut = UnitCurve(name: "easeInOut")
  /// A circular ease in.
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  /// A circular ease out.
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  /// A circular ease in and out.
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
  /// A cubic Bézier curve through two control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier")
  }
}
