/// What a navigation stack keeps between updates: what is pushed, and the
/// destinations declared for pushed values.
///
/// **Modelled:** a pushed view's identity is its depth and value (a destination
/// view's: its depth and the push), so popping ends its lifetime and pushing it again
/// begins another. A covered view keeps its lifetime: it disappears when a view is
/// pushed over it and appears again when that one is popped; the pushed or uncovered
/// view's `onAppear` runs before the covered or popped one's `onDisappear`, as with
/// tabs.
@MainActor
final class NavigationStackState {
  /// One pushed view.
  struct Entry {
    let key: AnyHashable
    let content: Content
  }

  /// What a push carries: a value to find a destination for, or a view.
  enum Content {
    case value(AnyHashable)
    case view(any View)
    /// A view a binding presents (`navigationDestination(isPresented:)`, `item:`).
    case presented(PresentedDestination)
  }

  /// The identity of a pushed view among its stack's children.
  private struct PushKey: Hashable {
    let depth: Int
    let value: AnyHashable
    let isView: Bool
  }

  /// The pushed views, bottom first.
  private(set) var pushed: [Entry] = []
  /// The path binding of the last update, if the stack has one.
  var path: NavigationPathBinding?
  /// Views pushed by destination links on a stack whose path is bound: they sit above
  /// the path's values and leave when the path changes.
  private var viewPushes: [Entry] = []
  private var boundValues: [AnyHashable] = []
  private var pushCount = 0
  /// `navigationDestination(for:)` closures by value type.
  private var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]

  /// Brings the pushed views up to date with the path binding's values (nil without
  /// one), and the visible view up to date with the top of the stack.
  func update(boundValues values: [AnyHashable]?, on node: ViewNode) {
    let oldTop = pushed.last?.key
    if let values {
      if values != boundValues { viewPushes = [] }
      if zip(values, boundValues).contains(where: { $0 != $1 }) { node.runtime.trace.use(.navigationPushIdentity) }
      boundValues = values
      pushed = valueEntries(values) + viewPushes
    }
    updateVisibility(on: node, oldTop: oldTop)
  }

  /// Pushes a link's value or view as one change of the stack.
  func push(_ content: Content, on node: ViewNode) {
    if case .value(let value) = content, let path {
      path.append(value)
      return
    }
    let entry = Entry(key: key(depth: pushed.count, content: content), content: content)
    if path != nil { viewPushes.append(entry) }
    let oldTop = pushed.last?.key
    pushed.append(entry)
    node.markDirty()
    updateVisibility(on: node, oldTop: oldTop)
  }

  /// Pops the top view; false when nothing is pushed.
  func pop(on node: ViewNode) -> Bool {
    guard !pushed.isEmpty else { return false }
    if let path, viewPushes.isEmpty {
      path.removeLast()
      return true
    }
    if !viewPushes.isEmpty { viewPushes.removeLast() }
    let oldTop = pushed.last?.key
    let popped = pushed.removeLast()
    node.markDirty()
    updateVisibility(on: node, oldTop: oldTop)
    if case .presented(let destination) = popped.content { destination.dismiss() }
    return true
  }

  /// Whether a binding's destination is on the stack.
  func isPushed(_ destination: PresentedDestination) -> Bool { index(of: destination) != nil }

  /// The node showing a binding's destination.
  func pushedNode(for destination: PresentedDestination, on node: ViewNode) -> ViewNode? {
    guard let index = index(of: destination) else { return nil }
    return node.children.first { $0.key == .explicit(pushed[index].key) }
  }

  /// Pops a binding's destination and everything above it, as one change.
  func remove(_ destination: PresentedDestination, on node: ViewNode) {
    guard let index = index(of: destination) else { return }
    if index < pushed.count - 1 { node.runtime.trace.use(.destinationBindingReplaces) }
    let removed = Set(pushed[index...].map(\.key))
    let oldTop = pushed.last?.key
    pushed.removeSubrange(index...)
    viewPushes.removeAll { removed.contains($0.key) }
    node.markDirty()
    updateVisibility(on: node, oldTop: oldTop)
  }

  private func index(of destination: PresentedDestination) -> Int? {
    pushed.firstIndex { entry in
      if case .presented(let pushed) = entry.content { return pushed === destination }
      return false
    }
  }

  /// Records the destination for values of type `D`.
  func declareDestination<D: Hashable>(for type: D.Type, _ destination: @escaping (D) -> any View) {
    destinations[ObjectIdentifier(type)] = { value in (value.base as? D).map(destination) }
  }

  /// Whether a destination is declared for the type of `value`.
  func hasDestination(for value: AnyHashable) -> Bool {
    destinations[ObjectIdentifier(type(of: value.base))] != nil
  }

  /// The view an entry shows: its own, or its value's destination (none when no
  /// destination for the value's type is declared).
  func destination(of entry: Entry) -> (any View)? {
    switch entry.content {
    case .view(let view): view
    case .presented(let destination): destination.view
    case .value(let value): destinations[ObjectIdentifier(type(of: value.base))]?(value) ?? nil
    }
  }

  /// Whether the stack's child at `key` is covered by a pushed view.
  func covers(_ key: ChildKey) -> Bool {
    guard let top = pushed.last else { return false }
    return key != .explicit(top.key)
  }

  private func valueEntries(_ values: [AnyHashable]) -> [Entry] {
    values.enumerated().map { depth, value in
      Entry(key: key(depth: depth, content: .value(value)), content: .value(value))
    }
  }

  private func key(depth: Int, content: Content) -> AnyHashable {
    switch content {
    case .value(let value):
      return PushKey(depth: depth, value: value, isView: false)
    case .view, .presented:
      pushCount += 1
      return PushKey(depth: depth, value: pushCount, isView: true)
    }
  }

  /// A new top view appears at the next render; the view it covers disappears.
  private func updateVisibility(on node: ViewNode, oldTop: AnyHashable?) {
    let newTop = pushed.last?.key
    guard oldTop != newTop, node.isAppeared else { return }
    node.runtime.pendingOrderRules.append(.navigationAppearBeforeDisappear)
    let oldKey: ChildKey = oldTop.map { .explicit($0) } ?? .content
    let newKey: ChildKey = newTop.map { .explicit($0) } ?? .content
    node.children.first { $0.key == oldKey }?.hideSubtree()
    node.children.first { $0.key == newKey }?.showSubtree()
  }
}
