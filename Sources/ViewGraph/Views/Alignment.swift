/// Alignment guides. Layout is not modelled: alignments are values that stacks,
/// frames and `alignmentGuide(_:computeValue:)` accept, and custom ones are made from
/// an `AlignmentID` as in SwiftUI; the guides' closures are never called.
public struct HorizontalAlignment: Hashable, Sendable {
  let name: String

  /// An alignment made from a custom guide.
  public init(_ id: AlignmentID.Type) { name = TypeNames.plain(id) }
  init(name: String) { self.name = name }

  /// The leading edge.
  public static let leading = HorizontalAlignment(name: "leading")
  /// The centre.
  public static let center = HorizontalAlignment(name: "center")
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(name: "trailing")
  /// Where a list row's separator starts.
  public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
  /// Where a list row's separator ends.
  public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")
}

/// A vertical alignment guide.
public struct VerticalAlignment: Hashable, Sendable {
  let name: String

  /// An alignment made from a custom guide.
  public init(_ id: AlignmentID.Type) { name = TypeNames.plain(id) }
  init(name: String) { self.name = name }

  /// The top edge.
  public static let top = VerticalAlignment(name: "top")
  /// The centre.
  public static let center = VerticalAlignment(name: "center")
  /// The bottom edge.
  public static let bottom = VerticalAlignment(name: "bottom")
  /// The first line's baseline.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  /// The last line's baseline.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// Alignment in both axes.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the leading edge.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle of the trailing edge.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The middle of the top edge.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The middle of the bottom edge.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top-leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top-trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom-leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom-trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A custom alignment guide: its default value in a view's dimensions.
public protocol AlignmentID {
  /// Where the guide is in a view that does not set it.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as `alignmentGuide` closures receive them.
/// Layout is not modelled, so the engine never makes one; the type exists for the
/// closures to compile.
public struct ViewDimensions: Equatable {
  /// The view's width.
  public var width: CGFloat
  /// The view's height.
  public var height: CGFloat

  /// The position of a horizontal guide.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide {
    case .leading: 0
    case .trailing: width
    default: width / 2
    }
  }

  /// The position of a vertical guide.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide {
    case .top: 0
    case .bottom, .firstTextBaseline, .lastTextBaseline: height
    default: height / 2
    }
  }

  /// A horizontal guide's explicit value, if the view sets one.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// A vertical guide's explicit value, if the view sets one.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
  /// Sets where a horizontal guide falls in this view (layout is not modelled: never
  /// called).
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    inertModifier()
  }

  /// Sets where a vertical guide falls in this view (never called).
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    inertModifier()
  }
}
