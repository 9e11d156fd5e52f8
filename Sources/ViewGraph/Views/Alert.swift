import ScenarioWire

/// The iOS 13 alert, a value returned from `.alert(isPresented:content:)` or
/// `.alert(item:content:)`. Presented like the newer alerts: shown as
/// `Alert "Title"` with its buttons, then its message; any button runs its action
/// and dismisses the alert, as one event.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (`OK` when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A cancel button with a label.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A cancel button titled `Cancel`.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// The iOS 13 action sheet: a title, an optional message and buttons, shown as
/// `ActionSheet "Title"` and dismissed by any of its buttons.
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet (a `Cancel` button when none is given).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of an action sheet.
  public typealias Button = Alert.Button
}

/// An `Alert` or `ActionSheet` value on screen.
struct LegacyAlertView: View {
  let kind: ScreenElementKind
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]
  typealias Body = Never
}

extension LegacyAlertView: PrimitiveView {
  func children() -> [ChildView] {
    var children = buttons.enumerated().map { index, button in
      ChildView(
        key: .index(index), view: ViewGraph.Button(role: button.role, action: button.action ?? {}) { button.label })
    }
    if let message { children.append(ChildView(key: .content, view: message)) }
    return children
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: kind, label: title.content, children: children)]
  }
}

extension View {
  /// Presents the alert `content` makes while `isPresented` is true (iOS 13).
  public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
    legacyAlert(isPresented: isPresented) { content().view }
  }

  /// Presents the alert `content` makes for `item` while it is not nil (iOS 13).
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
    legacyAlert(item: item) { content($0).view }
  }

  /// Presents the action sheet `content` makes while `isPresented` is true (iOS 13).
  public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> some View {
    legacyAlert(isPresented: isPresented) { content().view }
  }

  /// Presents the action sheet `content` makes for `item` while it is not nil (iOS 13).
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping (T) -> ActionSheet) -> some View {
    legacyAlert(item: item) { content($0).view }
  }

  private func legacyAlert(isPresented: Binding<Bool>, content: @escaping () -> LegacyAlertView) -> some View {
    modifier(
      PresentationModifier(
        style: .legacyAlert, isPresented: { isPresented.wrappedValue }, dismiss: { isPresented.wrappedValue = false },
        itemID: { nil }, onDismiss: nil, content: content))
  }

  private func legacyAlert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> LegacyAlertView)
    -> some View
  {
    modifier(
      PresentationModifier(
        style: .legacyAlert, isPresented: { item.wrappedValue != nil }, dismiss: { item.wrappedValue = nil },
        itemID: { item.wrappedValue.map { AnyHashable($0.id) } }, onDismiss: nil,
        content: { () -> any View in item.wrappedValue.map(content) ?? EmptyView() }))
  }
}

extension Alert {
  var view: LegacyAlertView { LegacyAlertView(kind: .alert, title: title, message: message, buttons: buttons) }
}

extension ActionSheet {
  var view: LegacyAlertView { LegacyAlertView(kind: .actionSheet, title: title, message: message, buttons: buttons) }
}
