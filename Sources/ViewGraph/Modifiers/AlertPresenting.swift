import ScenarioWire

/// Alerts and confirmation dialogs that present a value: `.alert(_:isPresented:
/// presenting:actions:message:)`. As in SwiftUI, the dialog is up while
/// `isPresented` is true and the data is not `nil`; its buttons and message are
/// built from the data, and any button dismisses it (setting `isPresented` to false).
extension View {
  /// Presents an alert built from `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    presentingDialog(.alert, title: titleKey.resolved, isPresented: isPresented, data: data) { actions($0) }
  }

  /// Presents an alert titled with a string, built from `data`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    presentingDialog(.alert, title: String(title), isPresented: isPresented, data: data) { actions($0) }
  }

  /// Presents an alert with buttons and a message built from `data`.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    presentingDialog(.alert, title: titleKey.resolved, isPresented: isPresented, data: data) {
      TupleView((AnyView(actions($0)), AnyView(message($0))))
    }
  }

  /// Presents an alert titled with a string, with buttons and a message built from `data`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    presentingDialog(.alert, title: String(title), isPresented: isPresented, data: data) {
      TupleView((AnyView(actions($0)), AnyView(message($0))))
    }
  }

  /// Presents a confirmation dialog built from `data`.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    presentingDialog(.confirmationDialog, title: titleKey.resolved, isPresented: isPresented, data: data) {
      actions($0)
    }
  }

  /// Presents a confirmation dialog with buttons and a message built from `data`.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    presentingDialog(.confirmationDialog, title: titleKey.resolved, isPresented: isPresented, data: data) {
      TupleView((AnyView(actions($0)), AnyView(message($0))))
    }
  }

  /// The dialog of `kind`, up while `isPresented` is true and `data` is not `nil`.
  /// Presents an alert for `error`, titled with its description, while
  /// `isPresented` is true and `error` is not `nil`.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    presentingDialog(.alert, title: error?.errorDescription ?? "", isPresented: isPresented, data: error) { _ in
      actions()
    }
  }

  /// Presents an alert for `error`, titled with its description, with buttons and a
  /// message built from it.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A,
    @ViewBuilder message: @escaping (E) -> M
  ) -> some View {
    presentingDialog(.alert, title: error?.errorDescription ?? "", isPresented: isPresented, data: error) {
      TupleView((AnyView(actions($0)), AnyView(message($0))))
    }
  }

  private func presentingDialog<T>(
    _ kind: ScreenElementKind, title: String, isPresented: Binding<Bool>, data: T?,
    content: @escaping (T) -> any View
  ) -> some View {
    modifier(
      PresentationModifier(
        style: .alert(kind: kind, title: title), isPresented: { isPresented.wrappedValue && data != nil },
        dismiss: { isPresented.wrappedValue = false }, itemID: { nil }, onDismiss: nil,
        content: { data.map(content) ?? EmptyView() }))
  }
}
