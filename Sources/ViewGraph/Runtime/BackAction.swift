/// The transcript's `back`: pops the top view of the navigation stack on screen, as
/// its back button does, as one event.
extension ViewRuntime {
  func goBack() throws {
    var stacks: [ViewNode] = []
    rootNode?.forEachInSubtree { node in
      if !node.isRemoved, let state = node.primitiveState as? NavigationStackState, !state.pushed.isEmpty,
        !node.isOffScreen
      {
        stacks.append(node)
      }
    }
    // The innermost stack with something pushed is the one whose back button shows.
    guard let stack = stacks.last, let state = stack.primitiveState as? NavigationStackState else {
      throw ActionError(message: "nothing to go back from: no view is pushed on a NavigationStack")
    }
    runEvent { _ = state.pop(on: stack) }
  }
}
