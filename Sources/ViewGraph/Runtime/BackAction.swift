import ScenarioWire

/// The transcript's `back`, and `tap` on the back button a navigation stack draws:
/// both pop the top view of a stack on screen, as the back button does, as one event.
extension ViewRuntime {
  func goBack() throws {
    // The innermost stack with something pushed is the one whose back button shows.
    guard let stack = stacksShowingBackButtons().last, let state = stack.primitiveState as? NavigationStackState
    else {
      throw ActionError(.nothingToGoBack, "nothing to go back from: no view is pushed on a NavigationStack")
    }
    runEvent { _ = state.pop(on: stack) }
  }

  /// Taps the back button labelled `title`, the first in screen order; false when no
  /// back button on screen shows that label. A back button shows the navigation title
  /// of the view below the top one, or `Back` without one (Human Interface
  /// Guidelines); **modelled:** a title is never too long to show.
  func tapBackButton(named title: String) -> Bool {
    for stack in stacksShowingBackButtons() {
      guard let state = stack.primitiveState as? NavigationStackState, state.backButtonTitle(on: stack) == title
      else { continue }
      runEvent { _ = state.pop(on: stack) }
      return true
    }
    return false
  }

  /// The navigation stacks on screen with a view pushed, outermost first (in screen
  /// order), from the `ActionTargetIndex`: a `tap` asks for them first, and must not
  /// walk the screen to learn there are none.
  private func stacksShowingBackButtons() -> [ViewNode] {
    let stacks = actionTargets.stacks(in: self).filter(\.isShowingBackButton)
    #if DEBUG
      var scanned: [ViewNode] = []
      rootNode?.forEachInSubtree { node in if node.isShowingBackButton { scanned.append(node) } }
      assert(scanned.elementsEqual(stacks, by: ===), "the action index and the screen disagree on the back buttons")
    #endif
    return stacks
  }
}

extension ViewNode {
  /// A navigation stack on screen with a view pushed: it draws a back button.
  fileprivate var isShowingBackButton: Bool {
    guard !isRemoved, let state = primitiveState as? NavigationStackState else { return false }
    return !state.pushed.isEmpty && !isOffScreen
  }
}

extension NavigationStackState {
  /// What the stack's back button shows: the navigation title of the view below the
  /// top one, or `Back`; nil when nothing is pushed.
  func backButtonTitle(on node: ViewNode) -> String? {
    guard !pushed.isEmpty else { return nil }
    let below: ChildKey = pushed.count > 1 ? .explicit(pushed[pushed.count - 2].key) : .content
    guard let title = ScreenElement.navigationTitle(in: node.runtime.screenElements(ofChild: below, of: node)) else {
      return "Back"
    }
    if title.count > Self.titleSureToFit { node.runtime.trace.use(.backTitleNeverTooLong) }
    return title
  }

  /// The longest title the engine is sure a device shows on the back button; a longer
  /// one may not fit beside the top view's title, where iOS shows "Back" (a threshold
  /// chosen, not measured: it marks the steps that rely on the choice).
  static let titleSureToFit = 12
}
