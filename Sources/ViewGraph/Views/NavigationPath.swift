/// A list of pushed values of any types, for `NavigationStack(path:)`.
public struct NavigationPath: Equatable {
  /// The pushed values, bottom first.
  private(set) var elements: [AnyHashable] = []
  /// An empty path.
  public init() {}
  /// A path holding `elements`, bottom first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
  /// The number of pushed values.
  public var count: Int { elements.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
