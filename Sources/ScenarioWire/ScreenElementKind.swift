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

  // Content and controls.
  /// A text.
  case text = "Text"
  /// A button, titled by its label.
  case button = "Button"
  /// A navigation link, titled by its label.
  case navigationLink = "NavigationLink"
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
}
