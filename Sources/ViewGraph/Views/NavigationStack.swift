import ScenarioWire

/// A navigation container. Pushing destinations is not modelled, so it shows only
/// its root. It is shown as a `NavigationStack` element rather than left out, so a
/// reader of a dump sees where the navigation bar (and `[navigationTitle: …]`) is.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  public typealias Body = Never
}

extension NavigationStack where Data == NavigationPath {
  /// Creates a navigation stack showing `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  /// Creates a navigation stack bound to a path (pushing is not modelled).
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root() }
}

extension NavigationStack
where
  Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// Creates a navigation stack bound to a path of values (pushing is not modelled).
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
}

extension NavigationStack: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .navigationStack }
  var containedView: any View { root }
}

/// The older navigation container: shown as `NavigationView`, like `NavigationStack`.
public struct NavigationView<Content: View>: View {
  let content: Content
  /// Creates a navigation view.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
}

extension NavigationView: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .navigationView }
  var containedView: any View { content }
}

/// A list of pushed destinations (pushing is not modelled: it only counts).
public struct NavigationPath: Equatable {
  private var elements: [AnyHashable] = []
  /// An empty path.
  public init() {}
  /// The number of pushed values.
  public var count: Int { elements.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
