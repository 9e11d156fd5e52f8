import ScenarioWire

/// A vertical stack: shown as `VStack` with its children indented below it.
public struct VStack<Content: View>: View {
  let content: Content
  /// Creates a vertical stack; alignment and spacing do not affect behaviour.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
}

/// A horizontal stack: shown as `HStack` with its children indented below it.
public struct HStack<Content: View>: View {
  let content: Content
  /// Creates a horizontal stack; alignment and spacing do not affect behaviour.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
}

/// Views layered on top of each other: shown as `ZStack`.
public struct ZStack<Content: View>: View {
  let content: Content
  /// Creates a layered stack; alignment does not affect behaviour.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
}

extension VStack: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .vStack }
  var containedView: any View { content }
}
extension HStack: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .hStack }
  var containedView: any View { content }
}
extension ZStack: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .zStack }
  var containedView: any View { content }
}

/// A primitive that shows itself as one screen element holding its content's.
@MainActor
protocol ContainerView: PrimitiveView {
  var containerKind: ScreenElementKind { get }
  var containedView: any View { get }
}

extension ContainerView {
  func children() -> [ChildView] { [ChildView(key: .content, view: containedView)] }
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: containerKind, children: children)]
  }
}

/// Horizontal alignment of a vertical stack's children (layout is not modelled).
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
/// Vertical alignment of a horizontal stack's children (layout is not modelled).
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
/// Alignment in both axes (layout is not modelled).
public struct Alignment: Sendable, Equatable {
  let name: String
  public static let center = Alignment(name: "center")
  public static let leading = Alignment(name: "leading")
  public static let trailing = Alignment(name: "trailing")
  public static let top = Alignment(name: "top")
  public static let bottom = Alignment(name: "bottom")
  public static let topLeading = Alignment(name: "topLeading")
  public static let topTrailing = Alignment(name: "topTrailing")
  public static let bottomLeading = Alignment(name: "bottomLeading")
  public static let bottomTrailing = Alignment(name: "bottomTrailing")
}
