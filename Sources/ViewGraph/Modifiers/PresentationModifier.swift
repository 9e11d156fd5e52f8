import ScenarioWire

/// `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and `.confirmationDialog`: while
/// the binding says so, the presented content exists as a child of the presenting
/// view, with its own lifetime, shown in the dump as `Sheet`, `Alert "Title"`, …
///
/// Presentations are not animated; dismissing (the binding set to false, `dismiss()`
/// from the environment, or any button of an alert) removes the content at the next
/// update and then calls `onDismiss`.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  /// What is presented and how it is shown.
  enum Style {
    /// Sheet-like: content with its own state, dismissed by code.
    case sheet(kind: ScreenElementKind)
    /// Alert-like: a title, buttons that dismiss, an optional message.
    case alert(kind: ScreenElementKind, title: String)
    /// The iOS 13 `Alert` and `ActionSheet` values: alert-like, and the content
    /// shows itself (its title comes with it, made when it is presented).
    case legacyAlert
  }

  let style: Style
  /// Whether the content is presented, read with the presenting node as reader.
  let isPresented: () -> Bool
  /// Ends the presentation.
  let dismiss: () -> Void
  /// Identity of the presented item (for `item:` presentations); a new one replaces
  /// the content.
  let itemID: () -> AnyHashable?
  let onDismiss: (() -> Void)?
  let content: () -> any View

  func update(node: ViewNode) {
    // One read, so that both values are this node's dependencies.
    let (shown, item) = node.readBoundValue { (isPresented(), itemID()) }
    let state = node.primitiveState as? PresentationState ?? PresentationState()
    if state.isShown && !shown, let onDismiss {
      // After the presented content's disappear callbacks, in the next render.
      node.runtime.dismissCallbacks.append(onDismiss)
      node.runtime.trace.use(.onDismissAfterDisappear)
    }
    state.isShown = shown
    state.item = item
    node.primitiveState = state
  }

  func children(content base: any View, node: ViewNode) -> [ChildView] {
    guard let state = node.primitiveState as? PresentationState, state.isShown else {
      return [ChildView(key: .content, view: base)]
    }
    let presented = PresentedContent(style: style, content: content(), dismiss: dismiss)
    return [
      ChildView(key: .content, view: base),
      ChildView(key: .explicit(state.item ?? AnyHashable("presented")), view: presented),
    ]
  }
}

/// Whether a presentation is shown, kept between updates to notice dismissals.
final class PresentationState {
  var isShown = false
  var item: AnyHashable?
}

/// The presented content: a screen element of its own, and an environment whose
/// `dismiss` ends the presentation.
struct PresentedContent: View {
  let style: PresentationModifier.Style
  let content: any View
  let dismiss: () -> Void
  typealias Body = Never
}

extension PresentedContent: PrimitiveView {
  func update(node: ViewNode) {
    let dismiss = dismiss
    node.primitiveState = EnvironmentWriterState(
      writer: EnvironmentWriter(transform: { $0.dismiss = DismissAction(dismiss) }, value: "presentation"),
      value: "presentation")
  }

  func children() -> [ChildView] {
    guard case .alert = style, content is EmptyView else { return [ChildView(key: .content, view: content)] }
    // An alert without buttons gets SwiftUI's default one.
    return [ChildView(key: .content, view: Button("OK") {})]
  }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    switch style {
    case .sheet(let kind): [ScreenElement(kind: kind, children: children)]
    case .alert(let kind, let title): [ScreenElement(kind: kind, label: title, children: children)]
    case .legacyAlert: children
    }
  }

  /// Buttons of an alert dismiss it after their action, as one event.
  var dismissesOnButton: Bool {
    switch style {
    case .alert, .legacyAlert: true
    case .sheet: false
    }
  }
}

extension ViewNode {
  /// The alert-like presentation this node is inside, if any: tapping a button in it
  /// also dismisses it.
  var enclosingAlertDismiss: (() -> Void)? {
    var ancestor = parent
    while let node = ancestor {
      if let presented = node.view as? PresentedContent { return presented.dismissesOnButton ? presented.dismiss : nil }
      ancestor = node.parent
    }
    return nil
  }
}

extension View {
  private func presenting(
    _ style: PresentationModifier.Style, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    content: @escaping () -> any View
  ) -> some View {
    modifier(
      PresentationModifier(
        style: style, isPresented: { isPresented.wrappedValue }, dismiss: { isPresented.wrappedValue = false },
        itemID: { nil }, onDismiss: onDismiss, content: content))
  }

  private func presenting<Item: Identifiable>(
    _ kind: ScreenElementKind, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> any View
  ) -> some View {
    modifier(
      PresentationModifier(
        style: .sheet(kind: kind), isPresented: { item.wrappedValue != nil }, dismiss: { item.wrappedValue = nil },
        itemID: { item.wrappedValue.map { AnyHashable($0.id) } }, onDismiss: onDismiss,
        content: { item.wrappedValue.map(content) ?? EmptyView() }))
  }

  /// Presents `content` as a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet(kind: .sheet), isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet for `item` while it is not nil; a different item replaces it.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` full screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet(kind: .fullScreenCover), isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a popover while `isPresented` is true.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet(kind: .popover), isPresented: isPresented, onDismiss: nil, content: content)
  }

  /// Presents a popover for `item` while it is not nil; a different item replaces it.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.popover, item: item, onDismiss: nil, content: content)
  }

  /// Presents an alert with `actions` (buttons) while `isPresented` is true; any of
  /// its buttons dismisses it.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    presenting(.alert(kind: .alert, title: String(title)), isPresented: isPresented, onDismiss: nil, content: actions)
  }

  /// Presents an alert with buttons and a message while `isPresented` is true.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    presenting(.alert(kind: .alert, title: String(title)), isPresented: isPresented, onDismiss: nil) {
      TupleView((AnyView(actions()), AnyView(message())))
    }
  }

  /// Presents an alert titled with a localized key.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    presenting(
      .alert(kind: .alert, title: titleKey.resolved), isPresented: isPresented, onDismiss: nil, content: actions)
  }

  /// Presents an alert titled with a localized key, with a message.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    presenting(.alert(kind: .alert, title: titleKey.resolved), isPresented: isPresented, onDismiss: nil) {
      TupleView((AnyView(actions()), AnyView(message())))
    }
  }

  /// Presents a confirmation dialog with `actions` while `isPresented` is true.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    presenting(
      .alert(kind: .confirmationDialog, title: String(title)), isPresented: isPresented, onDismiss: nil,
      content: actions)
  }
}

extension View {
  /// Presents a confirmation dialog with actions and a message while `isPresented` is true.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    modifier(
      PresentationModifier(
        style: .alert(kind: .confirmationDialog, title: String(title)), isPresented: { isPresented.wrappedValue },
        dismiss: { isPresented.wrappedValue = false }, itemID: { nil }, onDismiss: nil,
        content: { TupleView((AnyView(actions()), AnyView(message()))) }))
  }

  /// Presents a confirmation dialog titled with a localized key.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    confirmationDialog(titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog titled with a localized key, with a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    confirmationDialog(
      titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }
}

/// Where a popover points (layout is not modelled).
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor)
  case point(UnitPoint)

  /// A rectangle to attach to.
  public enum Anchor: Sendable { case bounds }
}

/// Whether an element such as a dialog's title is shown.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}
