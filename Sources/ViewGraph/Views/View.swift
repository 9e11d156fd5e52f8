/// A piece of user interface, described as a value: SwiftUI's central protocol.
///
/// Scenario code conforms its types exactly as it would with SwiftUI. The engine
/// evaluates `body` when the view's identity first appears, when a dynamic property
/// it read changed, or when its parent produced a value that compares unequal
/// (see `Graph/ViewComparison.swift`).
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body produces.
  associatedtype Body: View
  /// The content of this view, evaluated by the engine, never by scenario code.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` has no body: it is the `Body` of every primitive view.
  public var body: Never { fatalError("Never has no body") }
  public typealias Body = Never
}

/// Marks the views the engine implements itself: their `body` is never called.
extension View where Body == Never {
  public var body: Never {
    fatalError("\(Self.self) is a primitive view; its body is never evaluated")
  }
}
