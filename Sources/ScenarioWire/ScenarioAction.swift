/// One step of a transcript: what the reader does to the running scenario.
///
/// Folio parses the `> …` lines of a transcript into these values and sends them to
/// the scenario process; the engine performs them. Both sides share this type so the
/// action grammar has one meaning.
public enum ScenarioAction: Codable, Equatable, Sendable {
  /// Activate the first `Button` (in screen order) whose label text is `title`.
  case tap(String)
  /// Type `text` into the `TextField` titled `field`, one character per edit.
  case type(String, into: String)
  /// Set the `TextField` titled `field` to the empty string.
  case clear(String)
  /// Flip the `Toggle` whose label is `title`.
  case toggle(String)
  /// Submit the `TextField` titled `field`, as the return key does: its `onSubmit`
  /// actions run.
  case submit(String)
  /// Pop the top view of the `NavigationStack` on screen, as its back button does.
  case back
  /// Advance the virtual clock by this many milliseconds.
  case wait(milliseconds: Int)
  /// Print the current screen as an indented tree.
  case screen
  /// Remove the root view: disappear callbacks, task cancellation and deinits run.
  case unmount
}
