import ScenarioWire

/// A navigation container that pushes and pops (`NavigationStackState`): its root,
/// then a view for each pushed value or destination, only the top one on screen
/// (`NavigationStack`, a `BackButton` when something is pushed, then the top view).
///
/// With a `path` binding the pushed values are the path's elements: setting the path
/// from code pushes and pops, and links and `back` write it. Without one the stack
/// keeps its own path.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: NavigationPathBinding?
  public typealias Body = Never
}

extension NavigationStack where Data == NavigationPath {
  /// Creates a navigation stack showing `root`, keeping its own path.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  /// Creates a navigation stack bound to a path of values of any type.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathBinding(
      values: { path.wrappedValue.elements },
      append: { path.wrappedValue.append($0) },
      removeLast: { path.wrappedValue.removeLast() })
  }
}

extension NavigationStack
where
  Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// Creates a navigation stack bound to a path of values of one type.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathBinding(
      values: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        // A value of another type cannot join a typed path; SwiftUI ignores the link.
        if let element = value.base as? Data.Element { path.wrappedValue.append(element) }
      },
      removeLast: { path.wrappedValue.removeLast() })
  }
}

extension NavigationStack: PrimitiveView {
  func update(node: ViewNode) {
    let state = node.primitiveState as? NavigationStackState ?? NavigationStackState()
    node.primitiveState = state
    state.path = path
    let values = path.map { path in node.readBoundValue { path.values() } }
    state.update(boundValues: values, on: node)
  }

  func children(node: ViewNode) -> [ChildView] {
    guard let state = node.primitiveState as? NavigationStackState else { return [] }
    return [ChildView(key: .content, view: root)]
      + state.pushed.map { ChildView(key: .explicit($0.key), view: PushedView(entry: $0, stack: state)) }
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    Self.screenElements(kind: .navigationStack, node: node, children: children)
  }

  /// A stack's screen: its kind, then the back button and the top view when something
  /// is pushed, else its root.
  static func screenElements(kind: ScreenElementKind, node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    guard let state = node.primitiveState as? NavigationStackState, let top = state.pushed.last,
      let back = state.backButtonTitle(on: node)
    else {
      return [ScreenElement(kind: kind, children: children)]
    }
    let runtime = node.runtime
    return [
      ScreenElement(
        kind: kind,
        children: [ScreenElement(kind: .backButton, label: back)]
          + runtime.screenElements(ofChild: .explicit(top.key), of: node))
    ]
  }
}

/// A path binding seen without its element type.
struct NavigationPathBinding {
  /// The path's values, bottom first.
  let values: () -> [AnyHashable]
  /// Pushes a value (a link's).
  let append: (AnyHashable) -> Void
  /// Pops the top value (`back`).
  let removeLast: () -> Void
}

/// One pushed view: its destination, resolved when its node updates, so that a
/// `navigationDestination` declared in the views below it is known by then.
struct PushedView: View {
  let entry: NavigationStackState.Entry
  let stack: NavigationStackState
  typealias Body = Never
}

extension PushedView: PrimitiveView {
  func children() -> [ChildView] {
    guard let view = stack.destination(of: entry) else { return [] }
    return [ChildView(key: .content, view: view)]
  }
}

extension ScreenElement {
  /// The first navigation title set in these elements, as a back button shows it.
  static func navigationTitle(in elements: [ScreenElement]) -> String? {
    for element in elements {
      for case .navigationTitle(let title) in element.attributes { return title }
      if let title = navigationTitle(in: element.children) { return title }
    }
    return nil
  }
}

/// The older navigation container (deprecated since iOS 16): it pushes and pops like
/// a `NavigationStack` without a path (a `NavigationLink(destination:)` pushes, `back`
/// pops), shown as `NavigationView`. *Documented:* Apple's `NavigationView` page says
/// to use `NavigationStack` instead and that a link inside it pushes its destination
/// onto the stack (the iPhone's stack style); **modelled:** the split-view styles of
/// wider screens are not, the device is an iPhone.
public struct NavigationView<Content: View>: View {
  let content: Content
  /// Creates a navigation view.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
}

extension NavigationView: PrimitiveView {
  private var stack: NavigationStack<NavigationPath, Content> { NavigationStack(root: content, path: nil) }

  func update(node: ViewNode) { stack.update(node: node) }

  func children(node: ViewNode) -> [ChildView] { stack.children(node: node) }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    NavigationStack<NavigationPath, Content>.screenElements(kind: .navigationView, node: node, children: children)
  }
}
