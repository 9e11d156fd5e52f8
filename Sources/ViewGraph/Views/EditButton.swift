/// A button that switches edit mode on and off: `Button "Edit"`, then `Button "Done"`.
///
/// In SwiftUI it toggles the `editMode` binding its container puts in the
/// environment. The engine's containers provide none (`\.editMode` reads `nil` unless a
/// view sets it), so the button keeps its own mode when there is no binding: its title
/// changes as SwiftUI's does, and lists do not show editing controls.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode
  @State private var ownMode = EditMode.inactive

  /// Creates an edit button.
  public init() {}

  /// `Edit` or `Done`, toggling the environment's edit mode or the button's own.
  public var body: some View {
    let mode = editMode?.wrappedValue ?? ownMode
    Button(mode.isEditing ? "Done" : "Edit") {
      let next: EditMode = mode.isEditing ? .inactive : .active
      if let editMode { editMode.wrappedValue = next } else { ownMode = next }
    }
  }
}

/// Whether a view is being edited.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe to delete).
  case transient
  /// Editing.
  case active

  /// Whether this is an editing mode.
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
  /// The edit mode of the enclosing container, as a binding; `nil` when none provides
  /// one (always, unless a view sets it).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
