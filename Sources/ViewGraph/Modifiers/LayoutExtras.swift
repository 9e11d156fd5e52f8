import ScenarioWire

/// More layout and hit-testing modifiers. Layout is not modelled: `hidden()` and
/// `clipped()` are shown (`[hidden]`, `[clipped]`); `mask` shows its mask like a
/// layer (`[mask: Circle]`); the others are accepted and not shown.
extension View {
  /// Keeps this view's ideal size (not shown).
  public func fixedSize() -> some View { inertModifier() }

  /// Keeps this view's ideal size along some axes (not shown).
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { inertModifier() }

  /// Sets this view's priority for space in its stack (not shown).
  public func layoutPriority(_ value: Double) -> some View { inertModifier() }

  /// Hides this view; it still takes its space: `[hidden]`.
  public func hidden() -> some View { visualAttribute(.hidden) }

  /// Clips this view to its frame: `[clipped]`.
  public func clipped(antialiased: Bool = false) -> some View { visualAttribute(.clipped) }

  /// Sets the shape that takes this view's taps (not modelled: taps find views by title).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { inertModifier() }

  /// Lets or stops taps reaching this view. **Not modelled:** a transcript's `tap`
  /// still reaches controls below `allowsHitTesting(false)`.
  public func allowsHitTesting(_ enabled: Bool) -> some View { inertModifier() }

  /// Masks this view with another view's opacity: `[mask: Circle]`.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(LayerModifier(name: .mask, layer: mask()))
  }

  /// Masks this view with another view (iOS 13): `[mask: Circle]`.
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(LayerModifier(name: .mask, layer: mask))
  }
}
