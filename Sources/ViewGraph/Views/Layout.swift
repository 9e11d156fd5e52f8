import ScenarioWire

/// A custom layout: `struct FlowLayout: Layout { … }` used as
/// `FlowLayout { … }`. Layout is not modelled: a layout is a container shown by its
/// type name (`FlowLayout`, with its subviews below); `sizeThatFits` and
/// `placeSubviews` are never called. The built-in layouts (`HStackLayout`,
/// `VStackLayout`, `ZStackLayout`) show as the stacks they are, and `AnyLayout`
/// keeps its subviews' identities when the layout inside it changes, as in SwiftUI.
public protocol Layout: Animatable {
  /// Data kept between layout passes.
  associatedtype Cache = Void
  /// The subviews a layout arranges.
  typealias Subviews = LayoutSubviews
  /// The size this layout wants for `subviews` under `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places `subviews` in `bounds`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// Makes the cache.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// Makes the cache again.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

  /// Arranges `content` with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutContainer(name: LayoutNames.name(of: self), content: content())
  }
}

/// A layout's subviews (never made by the engine: layout is not modelled).
public struct LayoutSubviews: RandomAccessCollection, Sendable {
  let subviews: [LayoutSubview]
  /// The first position.
  public var startIndex: Int { subviews.startIndex }
  /// Past the last position.
  public var endIndex: Int { subviews.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// One subview of a layout.
public struct LayoutSubview: Sendable {
  /// The size the subview wants under `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
  /// Places the subview.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
  /// The subview's layout priority.
  public var priority: Double { 0 }
}

/// A size proposed to a view; a `nil` dimension leaves it to the view.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width.
  public var width: CGFloat?
  /// The proposed height.
  public var height: CGFloat?
  /// A proposal.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// A proposal of a size.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  /// Zero in both dimensions.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Nothing proposed.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Infinite in both dimensions.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// This proposal with missing dimensions filled in.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// Views arranged by a layout, shown as the layout's name. One type for every layout,
/// so that changing the layout keeps the subviews.
struct _LayoutContainer<Content: View>: View {
  let name: LayoutName
  let content: Content
  typealias Body = Never
}

extension _LayoutContainer: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { name.kind }
  var containerTypeName: String? { name.typeName }
  var containedView: any View { content }
}

/// A horizontal stack as a layout value.
public struct HStackLayout: Layout {
  /// A horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}
  /// Not called: layout is not modelled.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  /// Not called: layout is not modelled.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A vertical stack as a layout value.
public struct VStackLayout: Layout {
  /// A vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
  /// Not called: layout is not modelled.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  /// Not called: layout is not modelled.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Layered views as a layout value.
public struct ZStackLayout: Layout {
  /// A layered layout.
  public init(alignment: Alignment = .center) {}
  /// Not called: layout is not modelled.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  /// Not called: layout is not modelled.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A layout whose type is erased: changing the layout inside keeps the subviews.
public struct AnyLayout: Layout {
  let name: LayoutName
  /// Erases a layout's type.
  public init<L: Layout>(_ layout: L) { name = LayoutNames.name(of: layout) }
  /// Not called: layout is not modelled.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  /// Not called: layout is not modelled.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// How the dump names a layout: the stack a built-in layout is, or a custom layout
/// by its type's name.
struct LayoutName: Hashable, Sendable {
  let kind: ScreenElementKind
  let typeName: String?
}

enum LayoutNames {
  static func name(of layout: Any) -> LayoutName {
    switch layout {
    case is HStackLayout: LayoutName(kind: .hStack, typeName: nil)
    case is VStackLayout: LayoutName(kind: .vStack, typeName: nil)
    case is ZStackLayout: LayoutName(kind: .zStack, typeName: nil)
    case let erased as AnyLayout: erased.name
    default: LayoutName(kind: .customLayout, typeName: TypeNames.plain(type(of: layout)))
    }
  }
}
