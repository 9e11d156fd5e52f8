/// iOS 16–18 presentation forms: the inspector, sheet sizing, a bound detent, and a
/// context menu's preview.
extension View {
  /// Presents `content` in an inspector while `isPresented` is true. **Documented:**
  /// an inspector adapts to a sheet in a horizontally compact size class (Apple's
  /// page for `inspector(isPresented:content:)`), which the engine's iPhone is, so
  /// the engine presents it as `.sheet(isPresented:)` does.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Sets an inspector's width (layout is not modelled).
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    inertModifier()
  }

  /// Sets an inspector's width (layout is not modelled).
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { inertModifier() }

  /// Sets how a sheet is sized (iOS 18; not shown).
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View { inertModifier() }

  /// Sets a sheet's detents with the selected one bound to `selection` (not
  /// modelled: a sheet has no height, and the selection is left as it is).
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> some View
  {
    inertModifier()
  }

  /// Adds a context menu with a preview (no transcript action long-presses: not
  /// shown, its items never run).
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
    -> some View
  {
    inertModifier()
  }
}

/// How a sheet is sized (iOS 18).
public protocol PresentationSizing {}

/// A built-in sheet sizing: `.automatic`, `.page`, `.form`, `.fitted`.
public struct BuiltInPresentationSizing: PresentationSizing, Hashable, Sendable {
  let name: String
  /// Sized to fit its content along the given axes (not modelled).
  public func fitted(horizontal: Bool, vertical: Bool) -> BuiltInPresentationSizing { self }
  /// Sticky: it does not shrink when its content does (not modelled).
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> BuiltInPresentationSizing { self }
}

extension PresentationSizing where Self == BuiltInPresentationSizing {
  /// The system's sizing.
  public static var automatic: BuiltInPresentationSizing { BuiltInPresentationSizing(name: "automatic") }
  /// About the size of a page.
  public static var page: BuiltInPresentationSizing { BuiltInPresentationSizing(name: "page") }
  /// About the size of a form.
  public static var form: BuiltInPresentationSizing { BuiltInPresentationSizing(name: "form") }
  /// The size of its content.
  public static var fitted: BuiltInPresentationSizing { BuiltInPresentationSizing(name: "fitted") }
}
