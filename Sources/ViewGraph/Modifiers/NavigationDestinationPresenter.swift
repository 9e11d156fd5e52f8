/// `.navigationDestination(isPresented:destination:)` and
/// `.navigationDestination(item:destination:)` (iOS 17): the destination is pushed onto
/// the enclosing navigation stack while the binding says so, and popping it (`back`,
/// the back button) sets the binding to `false` or `nil` (*documented*: Apple's
/// pages for both modifiers). Setting the binding back pops it and anything above
/// it; an `item` that changes to another value replaces the pushed view, a new
/// lifetime (**modelled**). The pushed view is built again from the latest closure
/// whenever the modified view updates.
struct NavigationDestinationPresenter: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  /// What is presented, read from the binding as a reader of it (nil: nothing).
  let presented: () -> AnyHashable?
  /// The view for what is presented.
  let destination: (AnyHashable) -> any View
  /// Sets the binding to "not presented".
  let dismiss: () -> Void

  func update(node: ViewNode) {
    let state = node.primitiveState as? PresenterState ?? PresenterState()
    node.primitiveState = state
    let value = node.readBoundValue(presented)
    guard let stackNode = node.enclosingNavigationStack,
      let stack = stackNode.primitiveState as? NavigationStackState
    else { return }
    let current = state.box.flatMap { box in stack.isPushed(box) ? box : nil }
    if let current, let value, current.value == value {
      current.view = destination(value)
      stack.pushedNode(for: current, on: stackNode)?.markDirty()
      return
    }
    if let current {
      if value != nil { node.runtime.trace.use(.destinationBindingReplaces) }
      stack.remove(current, on: stackNode)
    }
    state.box = nil
    guard let value else { return }
    let box = PresentedDestination(value: value, view: destination(value), dismiss: dismiss)
    state.box = box
    stack.push(.presented(box), on: stackNode)
  }
}

/// The destination a presenter pushed, if any.
@MainActor
final class PresenterState {
  var box: PresentedDestination?
}

/// A destination pushed by a binding: its latest view and how to end it.
@MainActor
final class PresentedDestination {
  let value: AnyHashable
  var view: any View
  let dismiss: () -> Void

  init(value: AnyHashable, view: any View, dismiss: @escaping () -> Void) {
    self.value = value
    self.view = view
    self.dismiss = dismiss
  }
}

extension View {
  /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is
  /// true; popping it sets `isPresented` to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = destination()
    return modifier(
      NavigationDestinationPresenter(
        presented: { isPresented.wrappedValue ? AnyHashable(true) : nil }, destination: { _ in view },
        dismiss: { isPresented.wrappedValue = false }))
  }

  /// Pushes the destination for `item` while it is not nil; popping it sets `item` to
  /// nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationDestinationPresenter(
        presented: { item.wrappedValue.map { AnyHashable($0) } },
        destination: { value in destination(value.base as! D) },
        dismiss: { item.wrappedValue = nil }))
  }
}
