import ScenarioWire

/// The actions that reach a control on screen: `tap`, `type`, `clear`, `toggle`,
/// `submit`.
///
/// Each finds the first matching control in screen order, refuses it when a
/// `.disabled(true)` applies to it, and runs its effect as one event (rule 2.3):
/// `type` is one event per character, like keystrokes.
extension ViewRuntime {
  func performControlAction(_ action: ScenarioAction) throws {
    switch action {
    case .tap(let title):
      let (node, run) = try findControl(named: title, kind: .button, verb: "tapped") { control in
        if case .button(let action) = control.controlKind { return action }
        return nil
      }
      let dismissAlert = node.enclosingAlertDismiss
      let closeMenu = node.primitive?.closeMenu != nil ? nil : node.enclosingMenuClose
      runEvent {
        run()
        dismissAlert?()
        closeMenu?()
      }
    case .type(let text, let title):
      for character in text {
        try editText(named: title, verb: "typed into") { $0.shownText.append(character) }
      }
    case .clear(let title):
      try editText(named: title, verb: "cleared") { $0.shownText = "" }
    case .toggle(let title):
      let (node, isOn) = try findControl(named: title, kind: .toggle, verb: "toggled") { control in
        if case .toggle(let binding) = control.controlKind { return binding }
        return nil
      }
      let shown = node.storedBoundValue(as: Bool.self) ?? isOn.wrappedValue
      runEvent { isOn.wrappedValue = !shown }
    default:
      throw ActionError(.unsupported, "the engine does not support this action yet: \(action)")
    }
  }

  /// Submits the text field titled `title`, as the return key does, as one event: a
  /// value field parses its text into its binding, then the field's `onCommit`
  /// and the `onSubmit` actions above it run (innermost first). A transcript's
  /// `submit "Title"`.
  public func submit(_ title: String) throws {
    try withActive {
      let (node, field) = try findControl(named: title, kind: .textField, verb: "submitted") { candidate in
        candidate.control as? TextEntryView
      }
      guard let state = node.primitiveState as? TextEntryState else {
        preconditionFailure("a text field on screen has no text state")
      }
      runEvent {
        if let commit = field.submission.commitValue { state.shownText = commit(state.shownText) }
        field.submission.onCommit?()
        for action in node.textSubmitActions { action() }
      }
    }
  }

  /// One edit of a text field, as one event: `edit` changes the text the field
  /// shows, then the whole text goes to the binding (rule 6.1).
  private func editText(named title: String, verb: String, _ edit: (TextEntryState) -> Void) throws {
    let (node, binding) = try findControl(named: title, kind: .textField, verb: verb) { control in
      if case .textEntry(let binding) = control.controlKind { return binding }
      return nil
    }
    guard let state = node.primitiveState as? TextEntryState else {
      preconditionFailure("a text field on screen has no text state")
    }
    runEvent {
      edit(state)
      binding.wrappedValue = state.shownText
    }
  }

  /// The first control in screen order named `title` that `match` accepts, with its
  /// node. The controls with that name come from the `ActionTargetIndex`, so the
  /// lookup does not walk the screen; only the error lists every control on it.
  /// - Throws: `ActionError` listing the controls on screen when none matches, or
  ///   saying that the control is disabled.
  func findControl<T>(
    named title: String, kind: ScreenElementKind, verb: String, _ match: (ControlOnScreen) -> T?
  ) throws -> (node: ViewNode, value: T) {
    // Controls of a tab that is not selected, or of a view covered by a pushed one,
    // are not on screen.
    var first: (candidate: ControlOnScreen, value: T)?
    for candidate in actionTargets.controls(named: title, in: self) where !candidate.node.isOffScreen {
      guard let value = match(candidate) else { continue }
      first = (candidate, value)
      break
    }
    #if DEBUG
      let scanned = controls().first { !$0.node.isOffScreen && $0.isNamed(title) && match($0) != nil }
      assert(
        scanned?.node === first?.candidate.node,
        "the action index and the screen disagree on the control titled \(ScreenDump.quoted(title))")
    #endif
    if let first {
      if first.candidate.node.isDisabled {
        throw ActionError(
          .disabled, "\(first.candidate.kind) \(ScreenDump.quoted(title)) is disabled; it cannot be \(verb)")
      }
      return (first.candidate.node, first.value)
    }
    let onScreen = controls().filter { !$0.node.isOffScreen }.map { "\($0.kind) \(ScreenDump.quoted($0.title))" }
    let list =
      onScreen.isEmpty ? "no controls are on screen" : "controls on screen: " + onScreen.joined(separator: ", ")
    throw ActionError(.noSuchControl, "no \(kind.rawValue) \(ScreenDump.quoted(title)) on screen; \(list)")
  }
}
