/// A preview of a view for Xcode's canvas: `#Preview { ContentView() }`. A book never
/// shows nor runs a preview: the compiler type-checks the name, the traits and the
/// body against this signature, and the macro (the engine's plugin, ViewGraphMacros)
/// declares nothing.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "ViewGraphMacros", type: "PreviewMacro")

/// A preview with traits (`#Preview(traits: .landscapeLeft) { … }`): type-checked, never run.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewGraphMacros", type: "PreviewMacro")

/// Marks a dynamic property declared in a `#Preview` body (`@Previewable @State var on = false`);
/// previews never run, so the mark adds nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ViewGraphMacros", type: "PreviewableMacro")

/// A preview, as Xcode's canvas lists it; here only the namespace of its traits.
public struct Preview {
  /// The traits of a view's preview (`PreviewTrait<Preview.ViewTraits>`).
  public struct ViewTraits: Sendable {}
}

/// A setting of a preview (its layout, its orientation). Previews are never shown,
/// so a trait records nothing.
public struct PreviewTrait<T>: Sendable {
  let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview in the device's layout.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "defaultLayout") }
  /// The preview at the view's own size.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFitsLayout") }
  /// The preview at a fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(name: "fixedLayout")
  }
  /// The device in portrait.
  public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
  /// The device in portrait, upside down.
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(name: "portraitUpsideDown") }
  /// The device in landscape, home button on the left.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
  /// The device in landscape, home button on the right.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
}
