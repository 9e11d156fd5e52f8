/// Modifiers about text input and list editing. The engine has no keyboard, no
/// focus and no swipe actions, so they are accepted and change nothing; the closures
/// they take are never called (except `onSubmit`, see `SubmitModifier.swift`).
extension View {
  /// Runs `action` when a text field below this view is submitted (by
  /// `ViewRuntime.submit(_:)`; a transcript has no submit action yet).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    modifier(SubmitModifier(triggers: triggers, action: action))
  }

  /// Sets the label of the keyboard's return key (not shown).
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { inertModifier() }

  /// Sets automatic capitalization of typed text (typed text is never changed).
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    inertModifier()
  }

  /// Turns autocorrection off (typed text is never corrected anyway).
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { inertModifier() }

  /// Sets the background of a list row (not shown).
  public func listRowBackground<V: View>(_ view: V?) -> some View { inertModifier() }
}

/// What submits a field.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Creates triggers from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A text field's return key.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the keyboard's return key.
public enum SubmitLabel: Hashable, Sendable { case done, go, send, join, route, search, `return`, next, `continue` }

/// Automatic capitalization of typed text.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String
  /// No capitalization.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Every word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Every sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every character.
  public static let characters = TextInputAutocapitalization(name: "characters")
}
