import ScenarioWire

/// A group of rows in a `List` or `Form`, with an optional header and footer.
/// Shown as `Section "Header"` (the header's text) with its rows below, and the
/// footer's text last as `Footer "…"`:
///
/// ```
/// Section "Account"
///   TextField "Name" = ""
///   Footer "Shown to friends"
/// ```
///
/// Header and footer are views with identities of their own.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer given as builder blocks.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with a header and a footer given as views.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  public typealias Body = Never
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a localized header title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), footer: EmptyView(), content: content)
  }

  /// A section with a header title shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header block.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }

  /// A section with a header view.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A collapsible section (iOS 17): its rows exist only while `isExpanded` is true.
  public init<C: View>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> C)
  where Content == C? {
    self.init(header: Text(titleKey), footer: EmptyView(), content: { isExpanded.wrappedValue ? content() : nil })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer block.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), footer: footer(), content: content)
  }

  /// A section with a footer view.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section: PrimitiveView {
  private static var headerKey: ChildKey { .index(0) }
  private static var footerKey: ChildKey { .index(2) }

  func children() -> [ChildView] {
    [
      ChildView(key: Self.headerKey, view: header),
      ChildView(key: .content, view: content),
      ChildView(key: Self.footerKey, view: footer),
    ]
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    let header = node.runtime.screenElements(ofChild: Self.headerKey, of: node)
    let rows = node.runtime.screenElements(ofChild: .content, of: node)
    let footer = node.runtime.screenElements(ofChild: Self.footerKey, of: node)
    var shown = rows
    if !footer.isEmpty { shown.append(ScreenElement(kind: .footer, label: ScreenElement.title(of: footer))) }
    return [
      ScreenElement(kind: .section, label: header.isEmpty ? nil : ScreenElement.title(of: header), children: shown)
    ]
  }
}
