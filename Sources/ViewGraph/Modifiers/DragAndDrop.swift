/// Drag and drop (iOS 16). No transcript action drags, so dragging and dropping are
/// accepted and never happen: drop actions never run.
extension View {
  /// Makes this view draggable with a payload (never dragged).
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { inertModifier() }

  /// Makes this view draggable with a payload and a preview (never dragged).
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    inertModifier()
  }

  /// Accepts drops of items of a type (never run).
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    inertModifier()
  }
}

/// A type that can be dragged, dropped, copied and shared (CoreTransferable's
/// protocol, which `import SwiftUI` brings on Apple platforms). The engine's has no
/// requirements: nothing is ever transferred.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Color: Transferable {}
