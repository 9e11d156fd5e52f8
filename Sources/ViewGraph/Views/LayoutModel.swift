/// The engine's small layout model, used only to give `GeometryReader` a size. It is
/// written down here and in the README; SwiftUI's real layout sizes views from their
/// content (text metrics, stack distribution), which the engine does not model.
///
/// - The screen is an iPhone in portrait: 393 × 852 points, of which the safe area
///   below the status bar (59) and above the home indicator (34) is offered to the
///   root: 393 × 759, its origin at (0, 59) in global coordinates.
/// - Going down from the root, the space offered changes only at:
///   `.frame(width:height:)` (a given dimension replaces it), `.frame(min…/max…)`
///   (clamps it), `.padding` (removes the insets: 16 points per edge by default, and
///   moves the origin), and a `ScrollView` (its scrolling axes become unbounded).
/// - Everything else, stacks included, offers its children all the space it was
///   offered. **Differs from SwiftUI:** a stack shares its space among its children,
///   a navigation bar and a tab bar take their height, and a list row is inset; the
///   model ignores all of these, so a reader beside a `Text` in a `VStack` reports
///   the whole stack's height.
/// - A `GeometryReader` takes all the space offered; along an unbounded axis it takes
///   10 points, the size SwiftUI gives a view with no proposal there (likely, from
///   reimplementations; not measured).
enum LayoutModel {
  /// The space offered to the root view.
  static let screen = CGSize(width: 393, height: 759)
  /// Where the root view's origin is, in global coordinates.
  static let screenOrigin = CGPoint(x: 0, y: 59)
  /// The default padding on each edge.
  static let defaultPadding: CGFloat = 16
  /// The size a reader takes along an axis with no proposal.
  static let unboundedDefault: CGFloat = 10

  /// The space offered to `node`, and where it is.
  @MainActor static func placement(of node: ViewNode) -> Placement {
    var path: [ViewNode] = []
    var ancestor = node.parent
    while let current = ancestor {
      path.append(current)
      ancestor = current.parent
    }
    var placement = Placement(width: screen.width, height: screen.height, origin: screenOrigin, spaces: [:])
    for current in path.reversed() { placement = placement.through(current.view) }
    // Where SwiftUI shares space among siblings, takes some for bars and insets, or
    // proposes nothing, the model's numbers are not SwiftUI's.
    if placement.width == nil || placement.height == nil || ([node] + path).contains(where: isApproximated) {
      node.runtime.trace.use(.layoutModel)
    }
    return placement
  }

  /// Whether SwiftUI would give `node` less than the model does: it has siblings (an
  /// element of a tuple or a `ForEach`) or is inside a container that takes space.
  @MainActor private static func isApproximated(_ node: ViewNode) -> Bool {
    if node.view is SpaceTakingContainer { return true }
    switch node.key {
    case .index: return true
    case .explicit: return node.parent.map { "\(type(of: $0.view))".hasPrefix("ForEach<") } ?? false
    case .content, .branch: return false
    }
  }

  /// The space offered to a view, where it is, and the origins of the named
  /// coordinate spaces above it.
  struct Placement {
    /// The width offered; `nil` when unbounded.
    var width: CGFloat?
    /// The height offered; `nil` when unbounded.
    var height: CGFloat?
    /// The offered space's origin in global coordinates.
    var origin: CGPoint
    /// The global origins of named coordinate spaces above.
    var spaces: [AnyHashable: CGPoint]

    /// The size a reader takes in this space.
    var readerSize: CGSize {
      CGSize(width: width ?? LayoutModel.unboundedDefault, height: height ?? LayoutModel.unboundedDefault)
    }

    /// The space a view offers its content.
    @MainActor func through(_ view: any View) -> Placement {
      var next = self
      if let chain = view as? ModifierChain {
        if let attribute = chain.chainModifier as? VisualAttributeModifier, let change = attribute.layout {
          next.apply(change)
        } else if let space = chain.chainModifier as? CoordinateSpaceModifier {
          next.spaces[space.name] = origin
        }
      } else if let scroll = view as? ScrollingContainer {
        if scroll.scrollAxes.contains(.horizontal) { next.width = nil }
        if scroll.scrollAxes.contains(.vertical) { next.height = nil }
      }
      return next
    }

    private mutating func apply(_ change: LayoutChange) {
      switch change {
      case .padding(let insets):
        width = width.map { max(0, $0 - insets.leading - insets.trailing) }
        height = height.map { max(0, $0 - insets.top - insets.bottom) }
        origin = CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top)
      case .frame(let bounds):
        width = bounds.width ?? Self.clamp(width, bounds.minWidth, bounds.maxWidth)
        height = bounds.height ?? Self.clamp(height, bounds.minHeight, bounds.maxHeight)
      }
    }

    private static func clamp(_ value: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat? {
      guard var value else { return high.flatMap { $0.isFinite ? $0 : nil } ?? low }
      if let high { value = min(value, high) }
      if let low { value = max(value, low) }
      return value
    }
  }
}

/// How a layout modifier changes the space its content is offered.
enum LayoutChange {
  /// Insets on each edge.
  case padding(EdgeInsets)
  /// Fixed, minimum and maximum dimensions.
  case frame(FrameBounds)
}

/// The dimensions a `.frame` modifier gives.
struct FrameBounds {
  var width: CGFloat? = nil
  var height: CGFloat? = nil
  var minWidth: CGFloat? = nil
  var maxWidth: CGFloat? = nil
  var minHeight: CGFloat? = nil
  var maxHeight: CGFloat? = nil
}

/// A container that takes part of its space for itself on a device (a bar, row insets),
/// which the layout model does not.
protocol SpaceTakingContainer {}

extension NavigationStack: SpaceTakingContainer {}
extension NavigationView: SpaceTakingContainer {}
extension TabView: SpaceTakingContainer {}
extension List: SpaceTakingContainer {}
extension Form: SpaceTakingContainer {}

/// A container that scrolls its content.
@MainActor
protocol ScrollingContainer {
  var scrollAxes: Axis.Set { get }
}

extension ScrollView: ScrollingContainer {
  var scrollAxes: Axis.Set { axes }
}
