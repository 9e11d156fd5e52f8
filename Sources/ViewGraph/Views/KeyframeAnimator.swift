/// A view animated by keyframes (iOS 17), as a container (`KeyframeAnimator`) or a
/// modifier (`keyframeAnimator`). **Choice:** animations are not modelled (the
/// screen shows state at rest), so the content is built with the initial value, as
/// SwiftUI shows it before the trigger first changes; the keyframes closure is
/// never called and a trigger changing plays nothing.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  let content: Content

  /// Keyframes played over and over (or once, unless `repeating`).
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.content = content(initialValue)
  }

  /// Keyframes played each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.content = content(initialValue)
  }

  public var body: some View { content }
}

extension View {
  /// Plays keyframes over and over; shows the content at the initial value.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    PhaseShown(view: content(PlaceholderContentView(content: self), initialValue))
  }

  /// Plays keyframes each time `trigger` changes; shows the content at the initial
  /// value.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    PhaseShown(view: content(PlaceholderContentView(content: self), initialValue))
  }
}
