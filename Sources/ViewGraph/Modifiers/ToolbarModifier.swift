import ScenarioWire

/// `.toolbar { … }`: the items exist as children of the modified view and are shown
/// after its content as a `Toolbar` element, so their buttons can be tapped. Where
/// an item sits (placement) is layout, which is not modelled.
struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let items: Items

  func children(content: any View) -> [ChildView] {
    [ChildView(key: .content, view: content), ChildView(key: .index(1), view: ToolbarItems(items: items))]
  }
}

/// The items of one `.toolbar`, shown as a `Toolbar` element.
struct ToolbarItems<Items: View>: View {
  let items: Items
  typealias Body = Never
}

extension ToolbarItems: PrimitiveView, ContainerView {
  var containerKind: ScreenElementKind { .toolbar }
  var containedView: any View { items }
}

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: View {
  let content: Content
  public typealias Body = Never
}

extension ToolbarItem where ID == Void {
  /// An item at `placement` (not modelled).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ToolbarItem: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}

/// Several items of a toolbar at one placement.
public struct ToolbarItemGroup<Content: View>: View {
  let content: Content
  /// A group at `placement` (not modelled).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
}

extension ToolbarItemGroup: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}

/// Where a toolbar item goes (layout is not modelled).
public struct ToolbarItemPlacement: Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let status = ToolbarItemPlacement(name: "status")
}

extension View {
  /// Adds toolbar items; their buttons are on screen and can be tapped.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(items: content()))
  }
}
