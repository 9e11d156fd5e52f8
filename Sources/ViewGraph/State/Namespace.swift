/// A namespace for `matchedGeometryEffect` ids: `@Namespace private var animation`.
/// Its id is the same for the whole lifetime of the view that declares it, and
/// differs from every other namespace's.
@propertyWrapper
public struct Namespace: DynamicProperty {
  let state: State<Token>

  /// A new namespace.
  public init() { state = State(initialValue: Token()) }

  /// The namespace's id.
  public var wrappedValue: ID {
    MainActor.assumeIsolated { ID(token: state.link.storage?.value ?? state.link.initial) }
  }

  /// The identity of a namespace.
  public struct ID: Hashable, Sendable {
    let token: Token
    /// Namespaces are equal when they are the same lifetime's.
    public static func == (lhs: ID, rhs: ID) -> Bool { lhs.token === rhs.token }
    /// Hashes the namespace's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
  }

  /// What a namespace's identity is made of: one object per lifetime.
  final class Token: Sendable {}
}

extension Namespace: InstallableProperty {
  func install(on node: ViewNode, index: Int) { state.install(on: node, index: index) }
  func isSameInput(as other: Any) -> Bool { true }
}

extension View {
  /// Matches this view's geometry with the view of the same id in a namespace, for
  /// animating between them. Animations are not modelled: accepted, not shown.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    inertModifier()
  }
}

/// What `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  /// Creates properties from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
