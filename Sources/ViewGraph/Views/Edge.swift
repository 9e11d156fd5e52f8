/// A side of a rectangle: where padding goes, where a view slides in from.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges: `.all`, `.horizontal`, `[.top, .leading]`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    /// Creates a set from its raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

extension Edge.Set: ScreenDescribable {
  /// `all`, `horizontal`, `vertical`, or the edges in order: `top leading`.
  var screenDescription: String {
    switch self {
    case .all: "all"
    case .horizontal: "horizontal"
    case .vertical: "vertical"
    default: Edge.allCases.filter { contains(Edge.Set($0)) }.map { "\($0)" }.joined(separator: " ")
    }
  }
}

/// Insets on each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset at the top.
  public var top: CGFloat
  /// The inset at the leading edge.
  public var leading: CGFloat
  /// The inset at the bottom.
  public var bottom: CGFloat
  /// The inset at the trailing edge.
  public var trailing: CGFloat

  /// Creates insets; all zero by default.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// A set of axes, as `ScrollView(.horizontal)` takes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    /// Creates a set from its raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
