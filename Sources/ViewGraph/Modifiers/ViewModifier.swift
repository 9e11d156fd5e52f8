import ScenarioWire

/// A reusable change to a view, applied with `.modifier(_:)`: SwiftUI's protocol.
///
/// A modifier with a `body(content:)` is evaluated like a view's body: it may hold
/// `@State` and other dynamic properties of its own.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view `body(content:)` produces.
  associatedtype Body: View
  /// The view being modified, as the modifier's body receives it.
  typealias Content = _ViewModifier_Content<Self>
  /// Produces the modified view from `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// Primitive modifiers are implemented by the engine; their body is never called.
  public func body(content: Self.Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier")
  }
}

/// The content a modifier's body receives: it stands for the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let content: any View
  public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view being modified.
  public var content: Content
  /// The modifier applied to it.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func children() -> [ChildView] {
    if let primitive = modifier as? PrimitiveModifier {
      return primitive.children(content: content)
    }
    if Modifier.Body.self == Never.self { return [ChildView(key: .content, view: content)] }
    return [ChildView(key: .content, view: _ModifierBody(modifier: modifier, content: content))]
  }

  func children(node: ViewNode) -> [ChildView] {
    if let primitive = modifier as? PrimitiveModifier {
      return primitive.children(content: content, node: node)
    }
    if Modifier.Body.self == Never.self { return [ChildView(key: .content, view: content)] }
    return [ChildView(key: .content, view: _ModifierBody(modifier: modifier, content: content))]
  }

  func update(node: ViewNode) {
    (modifier as? PrimitiveModifier)?.update(node: node)
  }

  /// Only `.onTapGesture` makes a modified view a control (its conformance to
  /// `ControlView` is conditional, so the protocol's default would not apply).
  var asControl: (any ControlView)? {
    Modifier.self == TapGestureModifier.self ? (self as Any) as? any ControlView : nil
  }

  /// A user modifier without a body is drawn by SwiftUI itself (a `GeometryEffect`):
  /// the dump names it, `[ShakeEffect]`, and its content keeps its place.
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    if let primitive = modifier as? PrimitiveModifier {
      return primitive.screenElements(node: node, children: children)
    }
    guard modifier is any GeometryEffect else { return children }
    let name = TypeNames.plain(Modifier.self)
    return children.map { $0.adding(attribute: .geometryEffect(name)) }
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// Two modifiers chained with `concat`: the first applies inside the second.
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    _ViewModifier_Content<Modifier>(
      content: _ViewModifier_Content<Content>(content: content.content).modifier(self.content)
    ).modifier(modifier)
  }
}

extension ViewModifier {
  /// Combines this modifier with another, applied after it.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension View {
  /// Applies a modifier to this view.
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A user modifier applied to content, evaluated like a composite view: its body is
/// `modifier.body(content:)` and its dynamic properties are the modifier's.
struct _ModifierBody<Modifier: ViewModifier>: View, DynamicPropertyHosting {
  let modifier: Modifier
  let content: any View

  var body: some View {
    modifier.body(content: _ViewModifier_Content(content: content))
  }

  var dynamicPropertyHost: Any { modifier }
}

/// A modifier the engine implements itself (onChange, onAppear, id, visual ones).
@MainActor
protocol PrimitiveModifier {
  /// The modified content's position: by default the content keeps its place.
  func children(content: any View) -> [ChildView]
  /// The children, for modifiers whose children depend on the node's state.
  func children(content: any View, node: ViewNode) -> [ChildView]
  /// Called each time the modified view's node takes a new value.
  func update(node: ViewNode)
  /// What the modified view shows, given what its content shows.
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement]
}

extension PrimitiveModifier {
  func children(content: any View) -> [ChildView] { [ChildView(key: .content, view: content)] }
  func children(content: any View, node: ViewNode) -> [ChildView] { children(content: content) }
  func update(node: ViewNode) {}
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] { children }
}
