/// What Folio does with a code block, decided from its ``CodeBlockInfo``.
enum CodeBlockRole: Equatable, Sendable {
  /// `swift`: type-checked against the engine on its own, never run.
  case swift
  /// `swift scenario=NAME [root=Type] [swift-language-mode=N]`: a piece of scenario NAME.
  case scenario(name: String, root: String?)
  /// `swift ignore`: shown with a "not checked" mark, never compiled.
  case ignored
  /// `swift compile-fail expect="TEXT"`: must fail to compile with TEXT in an error.
  case compileFail(expect: String)
  /// `transcript scenario=NAME [traps="TEXT"] [exercise=predict]`: a run of scenario
  /// NAME; with `traps=`, a run of a program that must trap with a message containing
  /// TEXT; with `exercise=`, shown as an exercise (its output hidden until asked).
  case transcript(scenario: String, traps: String?, exercise: TranscriptExercise? = nil)
  /// Any other language: shown as is.
  case other(language: String)
}

extension CodeBlockInfo {
  /// The attributes and flags that only mean something on a `swift` block.
  static let swiftAttributes: Set<String> = ["scenario", "root", "expect", languageModeAttribute]
  /// The attribute that compiles a `swift` or `compile-fail` block, or a whole scenario
  /// (on any of its blocks), in another Swift language mode than the book's
  /// (`swift-language-mode=6`).
  static let languageModeAttribute = "swift-language-mode"
  /// The bare flags of a `swift` block.
  static let swiftFlags: Set<String> = ["ignore", "compile-fail"]
  /// The attributes of a `transcript` block.
  static let transcriptAttributes: Set<String> = ["scenario", "traps", "exercise"]
  /// The attributes only a `transcript` block has (`scenario=` is the swift blocks' too).
  static let transcriptOnlyAttributes: Set<String> = ["exercise"]

  /// Decides what the block is, checking its attributes against its language.
  ///
  /// - Parameter location: Where the block starts, for errors.
  /// - Returns: The role, or the first problem with the attributes (unknown,
  ///   misused, conflicting, or a swift attribute on another language).
  func role(at location: SourceLocation) -> Result<CodeBlockRole, FolioError> {
    switch language {
    case "swift": return swiftRole(at: location)
    case "transcript": return transcriptRole(at: location)
    default:
      if let transcriptOnly = attributes.first(where: { Self.transcriptOnlyAttributes.contains($0.name) }) {
        return .failure(
          .transcriptAttributeOnOtherLanguage(location, name: transcriptOnly.name, language: language))
      }
      if let swiftOnly = attributes.first(where: {
        Self.swiftAttributes.contains($0.name) || Self.swiftFlags.contains($0.name)
      }) {
        return .failure(.swiftAttributeOnOtherLanguage(location, name: swiftOnly.name, language: language))
      }
      return .success(.other(language: language))
    }
  }

  private func swiftRole(at location: SourceLocation) -> Result<CodeBlockRole, FolioError> {
    if let transcriptOnly = attributes.first(where: { Self.transcriptOnlyAttributes.contains($0.name) }) {
      return .failure(.transcriptAttributeOnOtherLanguage(location, name: transcriptOnly.name, language: language))
    }
    for attribute in attributes {
      let isFlag = Self.swiftFlags.contains(attribute.name)
      let isAttribute = Self.swiftAttributes.contains(attribute.name)
      if !isFlag && !isAttribute {
        return .failure(
          attribute.value == nil
            ? .unknownFlag(location, name: attribute.name, language: language)
            : .unknownAttribute(location, name: attribute.name, language: language))
      }
      if isFlag && attribute.value != nil {
        return .failure(.misusedAttribute(location, name: attribute.name, detail: "is a flag and takes no value"))
      }
      if isAttribute && (attribute.value ?? "").isEmpty {
        return .failure(
          .misusedAttribute(location, name: attribute.name, detail: "needs a value (\(attribute.name)=…)"))
      }
    }
    let scenario = value("scenario")
    let root = value("root")
    let expect = value("expect")
    if let mode = value(Self.languageModeAttribute) {
      guard SwiftLanguageMode(rawValue: Int(mode) ?? 0) != nil else {
        return .failure(
          .misusedAttribute(
            location, name: Self.languageModeAttribute, detail: "is \(mode), but must be \(SwiftLanguageMode.spelled)"))
      }
    }
    if has("ignore") {
      if scenario != nil || root != nil || expect != nil || has("compile-fail") || has(Self.languageModeAttribute) {
        return .failure(.conflictingAttributes(location, detail: "'ignore' cannot be combined with other attributes"))
      }
      return .success(.ignored)
    }
    if has("compile-fail") {
      if scenario != nil || root != nil {
        return .failure(.conflictingAttributes(location, detail: "a compile-fail block cannot be part of a scenario"))
      }
      guard let expect else {
        return .failure(
          .misusedAttribute(location, name: "compile-fail", detail: "needs expect=\"TEXT\" naming the expected error"))
      }
      return .success(.compileFail(expect: expect))
    }
    if expect != nil {
      return .failure(.conflictingAttributes(location, detail: "'expect=' is only meaningful with 'compile-fail'"))
    }
    if let scenario {
      return .success(.scenario(name: scenario, root: root))
    }
    if root != nil {
      return .failure(.conflictingAttributes(location, detail: "'root=' needs 'scenario=' on the same block"))
    }
    return .success(.swift)
  }

  private func transcriptRole(at location: SourceLocation) -> Result<CodeBlockRole, FolioError> {
    for attribute in attributes where !Self.transcriptAttributes.contains(attribute.name) {
      if Self.swiftAttributes.contains(attribute.name) || Self.swiftFlags.contains(attribute.name) {
        return .failure(.swiftAttributeOnOtherLanguage(location, name: attribute.name, language: language))
      }
      return .failure(
        attribute.value == nil
          ? .unknownFlag(location, name: attribute.name, language: language)
          : .unknownAttribute(location, name: attribute.name, language: language))
    }
    guard let scenario = value("scenario"), !scenario.isEmpty else {
      return .failure(.misusedAttribute(location, name: "transcript", detail: "needs scenario=NAME"))
    }
    var exercise: TranscriptExercise?
    if has("exercise") {
      guard let text = value("exercise"), !text.isEmpty else {
        return .failure(.misusedAttribute(location, name: "exercise", detail: "needs a value (exercise=predict)"))
      }
      guard let known = TranscriptExercise(rawValue: text) else {
        return .failure(
          .unknownAttributeValue(
            location, name: "exercise", value: text, language: language,
            known: TranscriptExercise.allCases.map(\.rawValue)))
      }
      exercise = known
    }
    if has("traps") {
      guard let traps = value("traps"), !traps.allSatisfy(\.isWhitespace) else {
        return .failure(
          .misusedAttribute(
            location, name: "traps", detail: "needs the text the trap's message must contain (traps=\"TEXT\")"))
      }
      return .success(.transcript(scenario: scenario, traps: traps, exercise: exercise))
    }
    return .success(.transcript(scenario: scenario, traps: nil, exercise: exercise))
  }
}
