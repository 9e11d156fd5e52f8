/// What a screen element is: the primitive the engine shows, by the name the screen
/// dump prints (its raw value, also its spelling on the wire).
public enum ScreenElementKind: String, Codable, Equatable, Hashable, Sendable, CaseIterable {
  // Containers.
  /// A vertical stack.
  case vStack = "VStack"
  /// A horizontal stack.
  case hStack = "HStack"
  /// A stack of layers.
  case zStack = "ZStack"
  /// A lazy vertical stack.
  case lazyVStack = "LazyVStack"
  /// A lazy horizontal stack.
  case lazyHStack = "LazyHStack"
  /// A lazy vertical grid.
  case lazyVGrid = "LazyVGrid"
  /// A lazy horizontal grid.
  case lazyHGrid = "LazyHGrid"
  /// A grid.
  case grid = "Grid"
  /// A row of a grid.
  case gridRow = "GridRow"
  /// A scroll view.
  case scrollView = "ScrollView"
  /// A list.
  case list = "List"
  /// A form.
  case form = "Form"
  /// A navigation stack.
  case navigationStack = "NavigationStack"
  /// A navigation view.
  case navigationView = "NavigationView"
  /// The items of a toolbar.
  case toolbar = "Toolbar"
  /// A section of a list or form, its header as the label.
  case section = "Section"
  /// A section's footer.
  case footer = "Footer"
  /// A label: its icon and title as children.
  case label = "Label"
  /// A tab view: the selected tab's content, then its tab bar.
  case tabView = "TabView"
  /// A tab view's bar: its tabs in order.
  case tabBar = "TabBar"
  /// One tab in a tab bar, titled by its label; `[selected]` when it is shown.
  case tab = "Tab"
  /// A navigation split view: its columns in order.
  case navigationSplitView = "NavigationSplitView"
  /// A group box, titled by its label when it has one.
  case groupBox = "GroupBox"
  /// A disclosure group, titled; `[expanded]` with its content as children.
  case disclosureGroup = "DisclosureGroup"
  /// A menu, titled; its items as children while it is open.
  case menu = "Menu"
  /// A labelled value: its text as the value, or its content as children.
  case labeledContent = "LabeledContent"
  /// The view for missing content: its label and description as children.
  case contentUnavailableView = "ContentUnavailableView"
  /// Views arranged by a `Layout` of the chapter's own, shown by the layout type's
  /// name (``ScreenElement/typeName``): `FlowLayout`.
  case customLayout = "Layout"

  // Content and controls.
  /// A text.
  case text = "Text"
  /// A button, titled by its label.
  case button = "Button"
  /// A navigation link, titled by its label.
  case navigationLink = "NavigationLink"
  /// The back button of a pushed view, titled by the navigation title of the view
  /// below it, or `Back`.
  case backButton = "BackButton"
  /// A text field; its text is the value.
  case textField = "TextField"
  /// A secure field; its text is the value.
  case secureField = "SecureField"
  /// A toggle; `on` or `off` is the value.
  case toggle = "Toggle"
  /// A stepper; its bound value is the value.
  case stepper = "Stepper"
  /// A picker; the selected option's text is the value.
  case picker = "Picker"
  /// A slider; its bound value is the value.
  case slider = "Slider"
  /// A progress view; its fraction done is the value.
  case progressView = "ProgressView"
  /// An image, by name.
  case image = "Image"
  /// A colour filling its space.
  case color = "Color"
  /// A divider.
  case divider = "Divider"
  /// A spacer.
  case spacer = "Spacer"
  /// A multi-line text editor; its text is the value.
  case textEditor = "TextEditor"
  /// A date picker; the bound date, as its components show it, is the value.
  case datePicker = "DatePicker"
  /// A colour picker; the bound colour's spelling is the value.
  case colorPicker = "ColorPicker"
  /// A gauge; its fraction of the range is the value.
  case gauge = "Gauge"
  /// A link that opens a URL, titled by its label.
  case link = "Link"
  /// A share link, titled by its label.
  case shareLink = "ShareLink"
  /// An image loaded from a URL (the label; `""` for none), its placeholder as children.
  case asyncImage = "AsyncImage"
  /// A canvas drawn by code (what it draws is not recorded).
  case canvas = "Canvas"

  // Shapes.
  /// A rectangle.
  case rectangle = "Rectangle"
  /// A rectangle with rounded corners.
  case roundedRectangle = "RoundedRectangle"
  /// A circle.
  case circle = "Circle"
  /// A capsule.
  case capsule = "Capsule"
  /// An ellipse.
  case ellipse = "Ellipse"
  /// A path.
  case path = "Path"
  /// A `Shape` of the chapter's own, shown by its type's name
  /// (``ScreenElement/typeName``): `Triangle`.
  case customShape = "Shape"

  // Gradients.
  /// A linear gradient, `[colors: …]` its stops.
  case linearGradient = "LinearGradient"
  /// A radial gradient, `[colors: …]` its stops.
  case radialGradient = "RadialGradient"
  /// An angular gradient, `[colors: …]` its stops.
  case angularGradient = "AngularGradient"
  /// An elliptical gradient, `[colors: …]` its stops.
  case ellipticalGradient = "EllipticalGradient"

  // Presentations.
  /// A presented sheet.
  case sheet = "Sheet"
  /// A presented full-screen cover.
  case fullScreenCover = "FullScreenCover"
  /// A presented popover.
  case popover = "Popover"
  /// A presented alert, titled.
  case alert = "Alert"
  /// A presented confirmation dialog, titled.
  case confirmationDialog = "ConfirmationDialog"
  /// A presented action sheet (iOS 13's `ActionSheet`), titled.
  case actionSheet = "ActionSheet"
}
