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
  /// The type's name a custom layout shows by (``ScreenElement/typeName``).
  var containerTypeName: String? { get }
  var containedView: any View { get }
}

extension ContainerView {
  var containerTypeName: String? { nil }
  func children() -> [ChildView] { [ChildView(key: .content, view: containedView)] }
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: containerKind, typeName: containerTypeName, children: children)]
  }
}

// HorizontalAlignment, VerticalAlignment and Alignment: see Alignment.swift.
