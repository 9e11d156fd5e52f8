/// `.navigationDestination(for:destination:)`: declares, to the enclosing
/// `NavigationStack`, the view pushed for values of one type. The declaration is
/// renewed each time the modified view updates, so the latest closure builds the
/// destination.
struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let destination: (D) -> C

  func update(node: ViewNode) {
    guard let stack = node.enclosingNavigationStack?.primitiveState as? NavigationStackState else { return }
    stack.declareDestination(for: D.self) { destination($0) }
  }
}

extension View {
  /// Declares the view the enclosing navigation stack pushes for values of type `D`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(destination: destination))
  }
}
