import ScenarioWire

/// A view's position among its parent's children: the structural part of identity.
///
/// Two view values at the same key, of the same type, in successive updates are the
/// same view with one lifetime; anything else ends a lifetime and begins another.
enum ChildKey: Hashable {
  /// The body of a composite view, or the content of a modifier or container.
  case content
  /// An element of a `TupleView`.
  case index(Int)
  /// The branch of a conditional, or the presence of an optional.
  case branch(Bool)
  /// Explicit identity: a `ForEach` element id or an `.id(_:)` value.
  case explicit(AnyHashable)
}

/// A child view value together with the key that gives it its identity.
struct ChildView {
  var key: ChildKey
  var view: any View
}

/// Views the engine implements itself. Their `body` is never called: the engine asks
/// for their children and for what they show.
@MainActor
protocol PrimitiveView {
  /// The child views, in screen order, each with its structural key.
  func children() -> [ChildView]
  /// The child views, for primitives whose children depend on their node's state
  /// (a presented sheet); by default `children()`.
  func children(node: ViewNode) -> [ChildView]
  /// Called when a node takes this value, before its children are reconciled.
  func update(node: ViewNode)
  /// What this view shows, given what its children show.
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement]
  /// This view as a control an action can reach (`ControlView`), else nil. The
  /// engine's facts about a primitive are requirements rather than casts: in a fresh
  /// scenario process the first cast of each type to a protocol scans every
  /// conformance loaded, and each chapter makes primitive types of its own
  /// (`VStack<TupleView<(Text, Button<Text>)>>`).
  var asControl: (any ControlView)? { get }
  /// Whether this value's own comparison (`EquatableView`'s `==`) says its content is
  /// unchanged from `old`, a value of the same type: then the content keeps its
  /// previous value. By default no primitive says so.
  func contentIsUnchanged(from old: any View) -> Bool
  /// What a tap on one of this view's items also does to it (an open menu closes).
  var closeMenu: (() -> Void)? { get }
}

extension PrimitiveView {
  func children() -> [ChildView] { [] }
  func children(node: ViewNode) -> [ChildView] { children() }
  func update(node: ViewNode) {}
  var asControl: (any ControlView)? { nil }
  func contentIsUnchanged(from old: any View) -> Bool { false }
  var closeMenu: (() -> Void)? { nil }
  /// Grouping views show their children in place.
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] { children }
}
