/// `onAppear` and `onDisappear` (rule 5.1): appear callbacks run after the body
/// evaluations of a render, deepest view first and inner modifier first; disappear
/// callbacks run when the identity ends.
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  func update(node: ViewNode) {
    if let state = node.primitiveState as? AppearanceState {
      state.modifier = self
    } else {
      node.primitiveState = AppearanceState(modifier: self)
    }
  }
}

/// The latest closures of an appearance modifier: the ones that run.
@MainActor
final class AppearanceState: NodeLifetimeObserver {
  var modifier: AppearanceModifier
  init(modifier: AppearanceModifier) { self.modifier = modifier }

  func nodeDidAppear(_ node: ViewNode) {
    if let appear = modifier.appear {
      node.runtime.actionQueue.append(node.runtime.trace.recording(.onAppear, node: node, appear))
    }
  }

  func nodeDidDisappear(_ node: ViewNode) {
    if let disappear = modifier.disappear {
      node.runtime.pendingDisappearActions.append(node.runtime.trace.recording(.onDisappear, node: node, disappear))
    }
  }
}

extension View {
  /// Runs `action` when this view appears: after the render that created it.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(appear: action, disappear: nil))
  }

  /// Runs `action` when this view's identity ends.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(appear: nil, disappear: action))
  }
}
