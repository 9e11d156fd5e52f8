/// `.searchable(text:)`: a search field bound to `text`, shown after the content as a
/// `TextField` titled by its prompt ("Search" by default), so `type "…" into
/// "Search"` reaches it like any field.
struct SearchableModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let text: Binding<String>
  let prompt: String

  func children(content: any View) -> [ChildView] {
    [ChildView(key: .content, view: content), ChildView(key: .index(1), view: TextField(prompt, text: text))]
  }
}

extension View {
  /// Adds a search field bound to `text`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt?.resolved ?? "Search"))
  }

  /// Adds a search field bound to `text`, with a prompt shown verbatim.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: String(prompt)))
  }
}

extension View {
  /// Adds a search field bound to `text`, presented while `isPresented` is true
  /// (the field is always on screen in the engine; the binding is left as it is).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// Adds a search field bound to `text` with search tokens bound to `tokens` (the
  /// tokens are not shown: the field shows its text).
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// Adds a search field with tokens and suggested tokens (neither shown).
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: prompt)
  }
}

/// Where a search field goes (layout is not modelled).
public struct SearchFieldPlacement: Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// The navigation bar's drawer, shown always or while scrolling.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }

  /// When a search field in the navigation bar's drawer is shown.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    case automatic, always
  }
}

extension View {
  /// Adds search scopes bound to `scope` (not shown: the field reads the same).
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
    inertModifier()
  }

  /// Adds search suggestions (not shown: no suggestions list appears).
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { inertModifier() }

  /// Makes this view a suggestion that completes the search text (not shown).
  public func searchCompletion(_ completion: String) -> some View { inertModifier() }
}
