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

extension View {
  /// Sets what kind of text a field expects, for autofill (not modelled).
  public func textContentType(_ textContentType: UITextContentType?) -> some View { inertModifier() }

  /// Sets automatic capitalization (iOS 13; typed text is never changed).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { inertModifier() }

  /// Turns autocorrection off (iOS 13; typed text is never corrected anyway).
  public func disableAutocorrection(_ disable: Bool?) -> some View { inertModifier() }
}

/// The kind of text a field expects (UIKit's type, which `import SwiftUI` brings on iOS).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  /// A content type from its raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// An organization's name.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// Automatic capitalization, iOS 13's UIKit type.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  case none, words, sentences, allCharacters
}
