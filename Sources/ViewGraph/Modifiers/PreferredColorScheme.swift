import ScenarioWire

/// `.preferredColorScheme(_:)`: asks the screen to show in light or dark mode. The
/// preference goes up to the whole screen: every view's `\.colorScheme` becomes it,
/// and the views that read it run again, in the same frame as the update that set
/// it. **Choice:** when several views prefer a scheme, the outermost wins (the
/// earliest created among equals); when none does, the screen is light again. The
/// dump shows `[preferredColorScheme: dark]` where it is applied.
struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let scheme: ColorScheme?

  func update(node: ViewNode) {
    if let state = node.primitiveState as? PreferredColorSchemeState {
      state.scheme = scheme
    } else {
      node.primitiveState = PreferredColorSchemeState(scheme: scheme)
    }
    node.runtime.registerScreenWide(node)
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    guard let scheme else { return children }
    return children.map { $0.adding(attribute: .preferredColorScheme(scheme.screenScheme)) }
  }
}

/// The scheme one `preferredColorScheme` asks for.
@MainActor
final class PreferredColorSchemeState: ScreenWideState {
  var scheme: ColorScheme?
  init(scheme: ColorScheme?) { self.scheme = scheme }
  func settle(on node: ViewNode) {}
}

extension ViewRuntime {
  /// Applies the outermost preferred colour scheme to the whole screen; a change
  /// invalidates every view whose environment properties see it.
  func applyPreferredColorScheme() {
    let preferring = screenWideNodes.compactMap { node -> (node: ViewNode, scheme: ColorScheme)? in
      guard let scheme = (node.primitiveState as? PreferredColorSchemeState)?.scheme else { return nil }
      return (node, scheme)
    }
    let chosen = preferring.min { $0.node.depth < $1.node.depth }?.scheme
    guard chosen != appliedColorScheme else { return }
    appliedColorScheme = chosen
    rootNode?.rootEnvironmentDidChange()
  }
}

extension View {
  /// Asks the screen to show in a colour scheme: `[preferredColorScheme: dark]`, and
  /// every view's `\.colorScheme` follows; `nil` withdraws the preference.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreferredColorSchemeModifier(scheme: colorScheme))
  }
}
