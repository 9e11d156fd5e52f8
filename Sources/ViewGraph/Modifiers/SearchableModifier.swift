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

/// Where a search field goes (layout is not modelled).
public struct SearchFieldPlacement: Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}
