import ScenarioWire

/// Which field has keyboard focus. The engine has no keyboard: the value changes
/// only when code sets it, and `.focused` records nothing; it is state like any other,
/// so views that read it run again when it changes.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// Focus state that starts as `value` (`false` or `nil`).
  init(initial value: Value) { state = State(initialValue: value) }

  /// Focus state for one field, unfocused at first.
  public init() where Value == Bool { self.init(initial: false) }

  /// Focus state over several fields, none focused at first.
  public init<T: Hashable>() where Value == T? { self.init(initial: nil) }

  /// The focused value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for `.focused(_:)`.
  public var projectedValue: Binding { Binding(base: state.projectedValue) }

  /// A binding to focus state, as `.focused` takes it.
  @propertyWrapper
  public struct Binding {
    let base: ViewGraph.Binding<Value>
    /// The focused value.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }
    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstallableProperty {
  func install(on node: ViewNode, index: Int) { state.install(on: node, index: index) }
  func isSameInput(as other: Any) -> Bool { true }
}

extension View {
  /// Ties this field's focus to a Boolean focus state (not modelled: no keyboard).
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { inertModifier() }

  /// Ties this field's focus to a focus state value (not modelled: no keyboard).
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    inertModifier()
  }

  /// Accepts a refresh action; pull-to-refresh is not a transcript action.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { inertModifier() }

  /// Shows a badge on a tab or list row, recorded as `[badge: …]`.
  public func badge(_ count: Int) -> some View { visualAttribute(count == 0 ? nil : .badge("\(count)")) }

  /// Shows a text badge, recorded as `[badge: …]`.
  public func badge(_ label: Text?) -> some View { visualAttribute(label.map { .badge($0.content) }) }

  /// Shows a badge of a localized string, recorded as `[badge: …]`.
  public func badge(_ key: LocalizedStringKey?) -> some View { visualAttribute(key.map { .badge($0.resolved) }) }

  /// Shows a badge of a string, recorded as `[badge: …]`.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View { visualAttribute(label.map { .badge(String($0)) }) }

  /// Accepts swipe actions; swiping is not a transcript action.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    inertModifier()
  }

  /// Accepts a context menu; long presses are not a transcript action.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { inertModifier() }

  /// Accepts help text (not shown).
  public func help<S: StringProtocol>(_ text: S) -> some View { inertModifier() }

  /// Accepts a list background setting (not shown).
  public func scrollContentBackground(_ visibility: Visibility) -> some View { inertModifier() }

  /// Accepts sheet sizes (layout is not modelled).
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { inertModifier() }
}

/// A sheet height (layout is not modelled).
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  /// A fixed height.
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
  /// A fraction of the screen.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
}

/// A horizontal edge.
public enum HorizontalEdge: Hashable, Sendable {
  case leading, trailing
}

/// The keyboard a text field asks for (there is no keyboard in the engine).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

extension View {
  /// Accepts a keyboard type (not modelled).
  public func keyboardType(_ type: UIKeyboardType) -> some View { inertModifier() }
}
