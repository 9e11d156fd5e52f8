/// Names from SwiftUI's public API that tutorials use (types, view modifiers, static
/// members), as Apple's documentation spells them: when the compiler cannot find one
/// of these, the engine lacks it, and the author is told so instead of reading a
/// generic type error. A name missing here only makes that hint less specific.
enum SwiftUINames {
  /// Types, protocols and property wrappers.
  static let types: Set<String> = [
    "AccessibilityTraits", "ActionSheet", "Alert", "Alignment", "AlignmentID", "Anchor", "Angle", "AngularGradient",
    "AnyGesture", "AnyLayout", "AnyShape", "AnyShapeStyle", "AnyTransition", "AnyView", "App", "AppStorage",
    "AsyncImage", "AsyncImagePhase", "Axis", "BackgroundStyle", "Binding", "Bindable", "BlendMode",
    "BorderedButtonStyle",
    "BorderedProminentButtonStyle", "BorderlessButtonStyle", "Button", "ButtonRole", "ButtonStyle",
    "ButtonStyleConfiguration", "Canvas", "Capsule", "Circle", "Color", "ColorPicker", "ColorScheme", "Commands",
    "ContainerRelativeShape", "ContentUnavailableView", "ControlGroup",
    "CoordinateSpace", "DatePicker", "DatePickerStyle", "DefaultButtonStyle", "DisclosureGroup", "Divider",
    "DocumentGroup", "DragGesture", "DynamicProperty", "DynamicTypeSize", "EditButton", "EditMode", "Edge",
    "EdgeInsets",
    "Ellipse", "EllipticalGradient", "EmptyView", "Environment", "EnvironmentKey", "EnvironmentObject",
    "EnvironmentValues", "EquatableView", "FetchRequest", "FocusState", "FocusedValue", "Font", "ForEach", "Form",
    "FormStyle", "GeometryEffect", "GeometryProxy", "GeometryReader", "Gauge", "Gesture", "GestureState", "Gradient",
    "Grid", "GridItem", "GridRow", "Group", "GroupBox", "GroupedListStyle", "HStack", "HorizontalAlignment", "Image",
    "ImageRenderer", "InsetGroupedListStyle", "InsetListStyle", "KeyframeAnimator", "KeyframeTrack", "Label",
    "LabelStyle", "LabeledContent", "Layout", "LayoutSubviews", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack",
    "LinearGradient", "Link", "List", "ListStyle", "LocalizedStringKey", "LongPressGesture", "MagnificationGesture",
    "MagnifyGesture", "Material", "Menu", "MenuStyle", "MultiDatePicker", "Namespace", "NavigationLink",
    "NavigationPath", "NavigationSplitView", "NavigationStack", "NavigationView", "ObservedObject", "OutlineGroup",
    "PageTabViewStyle", "Path", "PhaseAnimator", "Picker", "PickerStyle", "PlainButtonStyle", "PlainListStyle",
    "PreferenceKey", "PresentationDetent", "PrimitiveButtonStyle", "ProgressView", "ProgressViewStyle",
    "ProposedViewSize", "RadialGradient", "Rectangle", "RotationGesture", "RoundedRectangle", "ScaledMetric",
    "Scene", "SceneStorage", "ScrollView", "ScrollViewProxy", "ScrollViewReader", "SearchFieldPlacement",
    "SecureField", "Section", "SegmentedPickerStyle", "Settings", "Shape", "ShapeStyle", "ShareLink",
    "SidebarListStyle", "SimultaneousGesture", "Slider", "Spacer", "SpatialTapGesture", "State", "StateObject",
    "Stepper", "SubmitLabel", "SwitchToggleStyle", "Tab", "TabView", "Table", "TableColumn", "TapGesture", "Text",
    "TextEditor", "TextField", "TextFieldStyle", "TimelineView", "Toggle", "ToggleStyle", "ToolbarItem",
    "ToolbarItemGroup", "ToolbarItemPlacement", "Transaction", "Transition", "UnevenRoundedRectangle", "UnitPoint",
    "VStack", "VerticalAlignment", "View", "ViewBuilder", "ViewModifier", "ViewThatFits", "WindowGroup", "ZStack",
  ]

  /// View modifiers and other members, by their base name.
  static let members: Set<String> = [
    "accentColor", "accessibilityAddTraits", "accessibilityElement", "accessibilityHidden", "accessibilityHint",
    "accessibilityIdentifier", "accessibilityLabel", "accessibilityValue", "alert", "alignmentGuide",
    "allowsHitTesting", "animation", "aspectRatio", "background", "badge", "blendMode", "blur", "bold", "border",
    "brightness", "buttonBorderShape", "buttonStyle", "clipShape", "clipped", "colorMultiply", "colorScheme",
    "compositingGroup", "confirmationDialog", "containerRelativeFrame", "contentShape", "contentTransition",
    "contextMenu", "contrast", "controlSize", "coordinateSpace", "cornerRadius", "datePickerStyle", "disabled",
    "drawingGroup", "dynamicTypeSize", "edgesIgnoringSafeArea", "environment", "environmentObject", "fileImporter",
    "fill", "fixedSize", "focusable", "focused", "font", "fontDesign", "fontWeight", "foregroundColor",
    "foregroundStyle", "formStyle", "frame", "fullScreenCover", "gesture", "gradient", "grayscale",
    "gridCellColumns", "headerProminence", "help", "hidden", "highPriorityGesture", "hueRotation", "id",
    "ignoresSafeArea", "imageScale", "interactiveDismissDisabled", "italic", "kerning", "keyboardType",
    "keyframeAnimator", "labelStyle", "labelsHidden", "layoutPriority", "lineLimit", "lineSpacing",
    "listRowBackground", "listRowInsets", "listRowSeparator", "listStyle", "mask", "matchedGeometryEffect",
    "menuStyle", "minimumScaleFactor", "monospaced", "monospacedDigit", "multilineTextAlignment",
    "navigationBarBackButtonHidden", "navigationBarHidden", "navigationBarItems", "navigationBarTitle",
    "navigationBarTitleDisplayMode", "navigationDestination", "navigationSplitViewStyle", "navigationTitle",
    "offset", "onAppear", "onChange", "onDelete", "onDisappear", "onDrag", "onDrop", "onHover", "onLongPressGesture",
    "onMove", "onOpenURL", "onPreferenceChange", "onReceive", "onSubmit", "onTapGesture", "opacity", "overlay",
    "padding", "phaseAnimator", "pickerStyle", "popover", "position", "preference", "preferredColorScheme",
    "presentationDetents", "presentationDragIndicator", "progressViewStyle", "redacted", "refreshable",
    "renameAction", "resizable", "rotation3DEffect", "rotationEffect", "safeAreaInset", "saturation", "scaleEffect",
    "scaledToFill", "scaledToFit", "scrollBounceBehavior", "scrollContentBackground", "scrollDisabled",
    "scrollDismissesKeyboard", "scrollIndicators", "scrollPosition", "scrollTargetBehavior", "scrollTargetLayout",
    "searchable", "sensoryFeedback", "shadow", "sheet", "simultaneousGesture", "strikethrough", "stroke",
    "strokeBorder", "submitLabel", "swipeActions", "symbolEffect", "symbolRenderingMode", "symbolVariant", "tabItem",
    "tabViewStyle", "tag", "task", "textCase", "textContentType", "textFieldStyle", "textInputAutocapitalization",
    "textSelection", "tint", "toggleStyle", "toolbar", "toolbarBackground", "toolbarColorScheme", "tracking",
    "transformEnvironment", "transition", "truncationMode", "underline", "zIndex",
    // Static members tutorials spell out.
    "mint", "teal", "indigo", "cyan", "brown", "largeTitle", "extraLargeTitle", "ultraThinMaterial", "thinMaterial",
    "regularMaterial", "thickMaterial", "bar", "easeInOut", "spring", "bouncy", "snappy", "smooth", "interactiveSpring",
  ]
}
