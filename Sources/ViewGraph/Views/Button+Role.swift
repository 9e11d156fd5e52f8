/// Buttons with a role or a system image: the role changes only how the button is
/// drawn; the title is still the text `tap "…"` names.
extension Button {
  /// A button with a role and a custom label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
  }
}

extension Button where Label == Text {
  /// A button with a role, titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button with a role, titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button where Label == ViewGraph.Label<Text, Image> {
  /// A button labelled with a title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { ViewGraph.Label(titleKey, systemImage: systemImage) }
  }

  /// A button labelled with a title shown verbatim and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { ViewGraph.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, labelled with a title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(action: action) { ViewGraph.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a role, labelled with a title shown verbatim and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(action: action) { ViewGraph.Label(title, systemImage: systemImage) }
  }
}
