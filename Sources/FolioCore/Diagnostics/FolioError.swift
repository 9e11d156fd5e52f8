import ScenarioWire

/// An author's mistake in a chapter, named by kind and carrying where it is.
///
/// Errors are values: stages return them (collected, not thrown one at a time) and
/// the command line renders them through ``Diagnostic``.
public enum FolioError: Error, Hashable, Sendable {
  /// The file could not be read.
  case unreadable(SourceLocation, reason: String)
  /// The file is not valid UTF-8.
  case notUTF8(SourceLocation)
  /// The chapter is a link (or lies in a linked folder) leading out of the book's root;
  /// it would publish a file that is not the book's.
  case linksOutsideBook(SourceLocation, target: String, root: String)
  /// The chapter has no content.
  case emptyChapter(SourceLocation)
  /// The chapter has no level-1 heading to serve as its title.
  case missingTitle(SourceLocation)
  /// The Markdown nests deeper than ``MarkdownParser/depthLimit`` (quotes, lists,
  /// emphasis or links inside each other); the location is the first level past it.
  case markdownTooDeep(SourceLocation, limit: Int)
  /// A quoted value in an info string is not closed or is followed by garbage.
  case malformedInfoString(SourceLocation, detail: String)
  /// An attribute the language does not know.
  case unknownAttribute(SourceLocation, name: String, language: String)
  /// A bare flag the language does not know.
  case unknownFlag(SourceLocation, name: String, language: String)
  /// The same attribute given twice on one block.
  case duplicateAttribute(SourceLocation, name: String)
  /// An attribute written as a flag or the other way round (`scenario` without a value).
  case misusedAttribute(SourceLocation, name: String, detail: String)
  /// A Swift attribute (`scenario=`, `root=`, `ignore`, …) on a block of another language.
  case swiftAttributeOnOtherLanguage(SourceLocation, name: String, language: String)
  /// A transcript's own attribute (`exercise=`) on a block of another language.
  case transcriptAttributeOnOtherLanguage(SourceLocation, name: String, language: String)
  /// A known attribute with a value it does not take (`exercise=quiz`); `known` lists
  /// the values it does.
  case unknownAttributeValue(SourceLocation, name: String, value: String, language: String, known: [String])
  /// Attributes that cannot go together (`ignore` with `scenario=`).
  case conflictingAttributes(SourceLocation, detail: String)
  /// A transcript line starting with `> ` that is not a known action.
  case malformedAction(SourceLocation, text: String, detail: String)
  /// A transcript names a scenario the chapter does not define.
  case unknownScenario(SourceLocation, name: String, known: [String])
  /// `root=` names a type the scenario does not declare.
  case undeclaredRoot(SourceLocation, type: String, scenario: String)
  /// More than one block of a scenario names `root=`.
  case duplicateRoot(SourceLocation, scenario: String, firstLine: Int)
  /// Blocks of one scenario naming different `swift-language-mode=`s: the scenario
  /// compiles as one unit, in one mode. The location is the block that disagrees first.
  case conflictingLanguageMode(
    SourceLocation, scenario: String, mode: SwiftLanguageMode, firstMode: SwiftLanguageMode, firstLine: Int)
  /// A scenario block whose name a transcript above it already ran: the name is reused.
  case duplicateScenario(SourceLocation, name: String, transcriptLine: Int)
  /// No `root=` and not exactly one `View` type to fall back on (and, with none, no
  /// top-level statements to make it a program).
  case ambiguousRoot(SourceLocation, scenario: String, candidates: [String])
  /// An action in the transcript of a program, which runs once and takes none.
  case actionInProgram(SourceLocation, scenario: String)
  /// `traps=` on the transcript of a view scenario: only a program may be expected to trap.
  case trapOnView(SourceLocation, scenario: String)
  /// A transcript line starting with the hidden-line marker, which only code blocks have.
  case hiddenLineInTranscript(SourceLocation)
  /// The compiler rejected code in the chapter.
  case compileError(SourceLocation, message: String)
  /// A `compile-fail` block compiled.
  case unexpectedlyCompiled(SourceLocation, expected: String)
  /// A `compile-fail` block failed, but not with the expected message.
  case wrongCompileError(SourceLocation, expected: String, actual: [String])
  /// The scenario process crashed or exited before finishing the transcript; `crashSite`
  /// is the chapter line the code stopped at, when the runtime or backtrace names it.
  case scenarioCrashed(SourceLocation, scenario: String, detail: String, crashSite: SourceLocation?)
  /// A program whose transcript says `traps=` ran to its end without trapping.
  case missingTrap(SourceLocation, scenario: String, expected: String)
  /// A program whose transcript says `traps=` stopped some other way, or trapped with
  /// another message.
  case wrongTrap(SourceLocation, scenario: String, expected: String, detail: String, crashSite: SourceLocation?)
  /// The scenario process did not finish in time.
  case scenarioTimedOut(SourceLocation, scenario: String, seconds: Double)
  /// The scenario process wrote more than Folio keeps, and was stopped.
  case scenarioOutputTooLarge(SourceLocation, scenario: String, bytes: Int)
  /// The scenario process wrote bytes that claim to be the engine's (events, step
  /// markers), so its run cannot be trusted.
  case scenarioForgedEvents(SourceLocation, scenario: String, detail: String)
  /// With `--strict-evidence`: a transcript step whose output rests on a modelled
  /// engine rule (a choice where public evidence about SwiftUI is silent); the location
  /// is the step's action line (the transcript's first line for the first showing).
  case modelledRuleRelied(SourceLocation, scenario: String, rule: ModelledRule)
  /// The engine could not perform an action (for example no such control).
  case actionFailed(SourceLocation, ActionFailure)
  /// The real output differs from the transcript; the diff says how.
  case transcriptMismatch(SourceLocation, scenario: String)
  /// The book holds nothing to check (no chapter, or no `swift`, `compile-fail` or
  /// `transcript` block in any): passing it would say nothing. The location is the
  /// first path given.
  case noChecks(SourceLocation, chapters: Int)
  /// A results file (`--junit`, `--json`) would land where folio must not write: in the
  /// chapters, in a folder folio replaces, over a folder or over the other results file.
  case unsafeResultsFile(SourceLocation, flag: String, reason: String)
  /// An output folder folio would replace whole holds something that is not folio's
  /// (the chapters, the current folder, a file, someone's files); the location names it.
  case unsafeOutput(SourceLocation, reason: String)
  /// `--cache-dir` (or the work folder) is, lies inside or contains a chapters folder:
  /// folio writes and deletes there, so it is refused before any work.
  case unsafeScratchFolder(SourceLocation, reason: String)
  /// `folio init DIR` names a folder that is not empty (or is not a folder): a new book
  /// is written only where it can overwrite nothing, so nothing is touched.
  case unsafeInitFolder(SourceLocation, reason: String)
  /// `folio.toml` is not valid TOML; the location is where the parser stopped.
  case malformedConfig(SourceLocation, detail: String)
  /// A table or key `folio.toml` may not have (a misspelling, a key of another tool).
  case unknownConfigKey(SourceLocation, key: String, known: [String])
  /// A key of `folio.toml` with a value of the wrong type (`authors = "Ada"`).
  case wrongConfigType(SourceLocation, key: String, expected: String)
  /// A key of `folio.toml` with a value of the right type that Folio cannot use
  /// (`swift-language-mode = 7`, an empty title, an edit-url without `{path}`).
  case invalidConfigValue(SourceLocation, key: String, detail: String)
  /// A path in `folio.toml` (the chapters folder, an `order` entry, a theme file) names
  /// nothing.
  case missingBookFile(SourceLocation, key: String, path: String)
  /// A path in `folio.toml` or a chapter's reference that leads out of the book's folder
  /// (absolute, `..`, or through a link): Folio reads and publishes only the book's files.
  case leavesBook(SourceLocation, path: String, root: String)
  /// A part folder (a subfolder of the chapters named in `order`, or holding `*.md`
  /// files) with no chapter in it.
  case emptyPart(SourceLocation, folder: String)
  /// A folder below a part (or below a subfolder of the chapters) that holds chapters:
  /// parts do not nest, so they would be left out of the book.
  case nestedPart(SourceLocation, folder: String, part: String)
  /// A theme's head or footer HTML holding something that could run script or change
  /// where the page loads from.
  case unsafeTemplate(SourceLocation, construct: String)
  /// A chapter's image or link names a file of the book that does not exist.
  case missingAsset(SourceLocation, target: String)

  /// Where the problem is.
  public var location: SourceLocation {
    switch self {
    case .unreadable(let l, _), .notUTF8(let l), .linksOutsideBook(let l, _, _), .unsafeOutput(let l, _),
      .unsafeScratchFolder(let l, _), .unsafeInitFolder(let l, _),
      .emptyChapter(let l), .missingTitle(let l), .markdownTooDeep(let l, _),
      .malformedInfoString(let l, _), .unknownAttribute(let l, _, _), .unknownFlag(let l, _, _),
      .duplicateAttribute(let l, _), .misusedAttribute(let l, _, _),
      .swiftAttributeOnOtherLanguage(let l, _, _), .conflictingAttributes(let l, _),
      .transcriptAttributeOnOtherLanguage(let l, _, _), .unknownAttributeValue(let l, _, _, _, _),
      .malformedAction(let l, _, _), .unknownScenario(let l, _, _), .undeclaredRoot(let l, _, _),
      .duplicateRoot(let l, _, _), .conflictingLanguageMode(let l, _, _, _, _), .duplicateScenario(let l, _, _),
      .ambiguousRoot(let l, _, _),
      .actionInProgram(let l, _), .trapOnView(let l, _), .hiddenLineInTranscript(let l),
      .missingTrap(let l, _, _), .wrongTrap(let l, _, _, _, _),
      .compileError(let l, _), .unexpectedlyCompiled(let l, _), .wrongCompileError(let l, _, _),
      .scenarioCrashed(let l, _, _, _), .scenarioTimedOut(let l, _, _), .scenarioOutputTooLarge(let l, _, _),
      .scenarioForgedEvents(let l, _, _), .modelledRuleRelied(let l, _, _), .actionFailed(let l, _),
      .transcriptMismatch(let l, _), .noChecks(let l, _),
      .unsafeResultsFile(let l, _, _), .malformedConfig(let l, _), .unknownConfigKey(let l, _, _),
      .wrongConfigType(let l, _, _), .invalidConfigValue(let l, _, _), .missingBookFile(let l, _, _),
      .leavesBook(let l, _, _), .emptyPart(let l, _), .nestedPart(let l, _, _),
      .unsafeTemplate(let l, _), .missingAsset(let l, _):
      return l
    }
  }

  /// One sentence saying what is wrong.
  public var message: String {
    switch self {
    case .unreadable(_, let reason): return "cannot read file: \(reason)"
    case .notUTF8: return "file is not valid UTF-8"
    case .linksOutsideBook(_, let target, _): return "chapter links outside the book: \(target)"
    case .emptyChapter: return "chapter is empty"
    case .missingTitle: return "chapter has no title (a level-1 heading)"
    case .markdownTooDeep(_, let limit): return "Markdown is nested deeper than \(limit) levels"
    case .malformedInfoString(_, let detail): return "malformed info string: \(detail)"
    case .unknownAttribute(_, let name, let language): return "unknown attribute '\(name)' for a \(language) block"
    case .unknownFlag(_, let name, let language): return "unknown flag '\(name)' for a \(language) block"
    case .duplicateAttribute(_, let name): return "attribute '\(name)' is given more than once"
    case .misusedAttribute(_, let name, let detail): return "'\(name)' \(detail)"
    case .swiftAttributeOnOtherLanguage(_, let name, let language):
      return "'\(name)' is a swift attribute but this block's language is '\(language)'"
    case .transcriptAttributeOnOtherLanguage(_, let name, let language):
      return "'\(name)' is a transcript attribute but this block's language is '\(language)'"
    case .unknownAttributeValue(_, let name, let value, let language, _):
      return "unknown value '\(value)' for \(name)= on a \(language) block"
    case .conflictingAttributes(_, let detail): return detail
    case .malformedAction(_, let text, let detail): return "malformed action '\(text)': \(detail)"
    case .unknownScenario(_, let name, _): return "transcript names unknown scenario '\(name)'"
    case .undeclaredRoot(_, let type, let scenario):
      return "root type '\(type)' is not declared in scenario '\(scenario)'"
    case .duplicateRoot(_, let scenario, let firstLine):
      return "scenario '\(scenario)' names root= more than once (first on line \(firstLine))"
    case .conflictingLanguageMode(_, let scenario, let mode, let firstMode, let firstLine):
      return
        "scenario '\(scenario)' is compiled in mode \(mode.rawValue) here but in mode \(firstMode.rawValue)"
        + " on line \(firstLine)"
    case .duplicateScenario(_, let name, let transcriptLine):
      return "scenario '\(name)' is defined again after its transcript on line \(transcriptLine)"
    case .ambiguousRoot(_, let scenario, let candidates):
      return candidates.isEmpty
        ? "scenario '\(scenario)' declares no View type and has no top-level statements"
        : "scenario '\(scenario)' declares several View types (\(candidates.joined(separator: ", "))) and names no root="
    case .actionInProgram(_, let scenario):
      return "scenario '\(scenario)' is a program: its transcript is what it prints, and takes no actions"
    case .trapOnView(_, let scenario):
      return "'traps=' needs a program, but scenario '\(scenario)' is a view"
    case .hiddenLineInTranscript:
      return "a transcript has no hidden lines: '\(HiddenLines.marker)' hides lines of swift blocks only"
    case .missingTrap(_, let scenario, let expected):
      return "scenario '\(scenario)' finished without trapping; expected a trap with \"\(expected)\""
    case .wrongTrap(_, let scenario, let expected, let detail, _):
      return "scenario '\(scenario)' did not trap with \"\(expected)\": \(detail)"
    case .compileError(_, let message): return message
    case .unexpectedlyCompiled(_, let expected):
      return "compile-fail block compiled, expected an error containing \"\(expected)\""
    case .wrongCompileError(_, let expected, _):
      return "compile-fail block failed without an error containing \"\(expected)\""
    case .scenarioCrashed(_, let scenario, let detail, _): return "scenario '\(scenario)' crashed: \(detail)"
    case .scenarioTimedOut(_, let scenario, let seconds):
      return "scenario '\(scenario)' did not finish within \(Self.format(seconds))s"
    case .scenarioOutputTooLarge(_, let scenario, let bytes):
      return "scenario '\(scenario)' wrote more than \(bytes / 1_048_576) MB of output and was stopped"
    case .scenarioForgedEvents(_, let scenario, let detail):
      return "scenario '\(scenario)' wrote to the engine's channel: \(detail)"
    case .modelledRuleRelied(_, let scenario, let rule):
      return "scenario '\(scenario)' relies here on the modelled engine rule '\(rule.rawValue)': \(rule.summary)"
    case .actionFailed(_, let failure): return "action failed: \(failure.message)"
    case .transcriptMismatch(_, let scenario):
      return "transcript of scenario '\(scenario)' does not match the real output"
    case .unsafeResultsFile(let location, let flag, let reason):
      return "refusing to write \(flag) '\(location.path)': \(reason)"
    case .noChecks(_, let chapters):
      return chapters == 0
        ? "the book has no checks: no chapter was found"
        : "the book has no checks: no swift, compile-fail or transcript block in its \(chapters) chapter"
          + (chapters == 1 ? "" : "s")
    case .unsafeOutput(let location, let reason):
      return "refusing to replace '\(location.path)' with folio's output: \(reason)"
    case .unsafeScratchFolder(let location, let reason):
      return "refusing to write into '\(location.path)': \(reason)"
    case .unsafeInitFolder(let location, let reason):
      return "refusing to write a new book into '\(location.path)': \(reason)"
    case .malformedConfig, .unknownConfigKey, .wrongConfigType, .invalidConfigValue, .missingBookFile, .leavesBook,
      .emptyPart, .nestedPart, .unsafeTemplate, .missingAsset:
      return bookMessage
    }
  }

  /// Related places in the same chapter: where a name given twice was first given, the
  /// transcript that a block redefining its scenario comes after.
  var notes: [Diagnostic.Note] {
    switch self {
    case .duplicateRoot(let location, let scenario, let firstLine):
      return [Diagnostic.Note(location.atLine(firstLine), "root= of scenario '\(scenario)' first named here")]
    case .conflictingLanguageMode(let location, let scenario, _, let firstMode, let firstLine):
      return [
        Diagnostic.Note(
          location.atLine(firstLine), "swift-language-mode=\(firstMode.rawValue) of scenario '\(scenario)' named here")
      ]
    case .duplicateScenario(let location, let name, let transcriptLine):
      return [Diagnostic.Note(location.atLine(transcriptLine), "the transcript that runs scenario '\(name)'")]
    default:
      return []
    }
  }

  /// How to fix it, when there is something useful to say.
  public var hint: String? {
    switch self {
    case .unreadable: return "check that the file exists, is a regular file and is readable"
    case .notUTF8: return "save the file as UTF-8; the first byte that is not is at this line and column"
    case .linksOutsideBook(_, _, let root):
      return "copy the file into the book instead; links may lead only inside \(root)"
    case .emptyChapter, .missingTitle: return "start the chapter with a '# Title' line"
    case .markdownTooDeep:
      return "flatten it: quotes, lists, emphasis and links nested this deep cannot be read (or rendered) safely"
    case .malformedInfoString: return "quote values as \"…\", escaping \\\" and \\\\"
    case .unknownAttribute(_, let name, let language), .unknownFlag(_, let name, let language):
      guard language == "swift" else { return "transcript blocks know scenario=, traps= and exercise=" }
      let known = "swift blocks know scenario=, root=, expect=, swift-language-mode=, ignore and compile-fail"
      return InfoStringDialect.folioSpelling(ofAttribute: name).map { "\(known); \($0)" } ?? known
    case .duplicateAttribute: return "keep one of them"
    case .misusedAttribute:
      return
        "attributes are scenario=NAME, root=Type, expect=\"TEXT\" and, on a transcript, traps=\"TEXT\" and"
        + " exercise=predict; ignore and compile-fail are bare flags"
    case .swiftAttributeOnOtherLanguage(_, _, let language):
      let meant = InfoStringDialect.folioSpelling(of: CodeBlockInfo(language: language))?.split(separator: " ").first
      return "write the block as ```\(meant ?? "swift") … or remove the attribute"
    case .transcriptAttributeOnOtherLanguage(_, let name, _):
      return "put \(name)=predict on the ```transcript block that runs the scenario, or remove it here"
    case .unknownAttributeValue(_, let name, _, _, let known):
      let values = known.map { "\(name)=\($0)" }.joined(separator: ", ")
      return "\(values) hides the transcript's output on the site until the reader reveals it; no other kind exists"
    case .conflictingAttributes:
      return
        "drop the one that does not belong: ignore stands alone, compile-fail takes only expect=, root= needs scenario="
    case .malformedAction:
      return
        "actions: tap \"T\", type \"text\" into \"T\", clear \"T\", toggle \"T\", wait 3s, wait 250ms, screen, unmount"
    case .unknownScenario(_, _, let known):
      return known.isEmpty
        ? "this chapter defines no scenario" : "scenarios in this chapter: \(known.joined(separator: ", "))"
    case .undeclaredRoot: return "declare the type in a block of this scenario or fix the name"
    case .duplicateRoot: return "name root= on exactly one block of the scenario"
    case .conflictingLanguageMode:
      return
        "a scenario compiles in one mode: give swift-language-mode= the same value on each block that names it,"
        + " or name it on one block only"
    case .duplicateScenario:
      return
        "a transcript runs the blocks above it: give this block a new scenario name, or move it before the transcript"
    case .ambiguousRoot(_, _, let candidates):
      return candidates.isEmpty
        ? "a view scenario declares a View type (or names it with root=TypeName); a program has top-level code,"
          + " such as print(…)"
        : "add root=TypeName to one block of the scenario"
    case .actionInProgram:
      return
        "a program runs once, top to bottom: remove the action (an output line starting with '> ' is written"
        + " '\\> …'), or declare a View for the actions to drive"
    case .trapOnView:
      return "a view scenario's crash is always an error; traps= is for a program (top-level code, no View type)"
    case .hiddenLineInTranscript:
      return
        "a transcript is compared line by line: remove the marker, or write an output line starting with #- as \\#-"
    case .missingTrap:
      return "the program ran to its end: fix the code, or remove traps= from the transcript"
    case .wrongTrap(_, _, _, _, let site?):
      return "the code stopped at \(site); the runtime's message must contain the traps= text"
    case .wrongTrap:
      return "the runtime's message must contain the traps= text: fix traps= or the code"
    case .compileError(_, let message) where message.contains("expressions are not allowed at the top level"):
      return
        "statements run at the top level only in a program, a scenario with no View type and no root=: move them"
        + " into the view (onAppear, a button's action), or into a scenario of their own"
    case .unexpectedlyCompiled:
      return "a compile-fail block must not compile: change the code so that it shows the error, or drop compile-fail"
    case .wrongCompileError(_, _, let actual):
      return actual.isEmpty
        ? "the compiler reported no error message" : "the compiler said: \(actual.joined(separator: " | "))"
    case .scenarioCrashed(_, _, _, let site?):
      return "the code stopped at \(site); what it printed before is kept and compared"
    case .scenarioCrashed:
      return "what the code printed before the crash is kept and compared"
    case .scenarioTimedOut:
      return "the code loops or blocks outside SwiftUI's updates; fix it, or raise the limit with --timeout"
    case .scenarioOutputTooLarge: return "the code prints without end; the output up to the limit is kept"
    case .scenarioForgedEvents:
      return "only the engine writes events and step markers; print output with print, and leave descriptor 3 alone"
    case .modelledRuleRelied(_, _, let rule):
      return
        "no public evidence settles this (Sources/ViewGraph/README.md, section \"\(rule.section)\"); change the example"
        + " so its output does not depend on it, or drop --strict-evidence"
    case .actionFailed(_, let failure):
      switch failure.kind {
      case .noSuchControl: return "a title must equal the control's text exactly; the message lists what is on screen"
      case .disabled:
        return
          "the control is disabled at this step: change the state that disables it in an earlier step, or remove the line"
      case .nothingToGoBack:
        return "'back' pops a view that a NavigationLink pushed: tap a link before it, or remove the '> back' line"
      case .unsupported:
        return
          "the action is Folio's but ViewGraph cannot perform it yet: script the step another way (README, Writing a chapter)"
      case .unexpected:
        return "the engine failed, not the chapter: report it with this scenario (README, Troubleshooting)"
      }
    case .transcriptMismatch: return "run with --update to rewrite the transcript with the real output"
    case .compileError(_, let message): return CompilerErrorCause(message: message).hint
    case .unsafeResultsFile:
      return "a results file is an output: name a file outside the chapters and the site, such as results/junit.xml"
    case .noChecks(_, let chapters):
      return chapters == 0
        ? "name the folder holding the chapters (*.md files), or a chapter file"
        : "a book passes only when something in it was checked: add a swift block, or a scenario with a transcript"
    case .unsafeOutput:
      return "folio replaces the whole --out folder: name a new folder, an empty one, or one folio wrote before"
    case .unsafeScratchFolder:
      return
        "folio deletes cache entries it cannot trust: give --cache-dir a folder of its own, such as .folio/cache"
    case .unsafeInitFolder:
      return "name a new or empty folder, such as 'folio init my-book'; init never changes an existing file"
    case .malformedConfig, .unknownConfigKey, .wrongConfigType, .invalidConfigValue, .missingBookFile, .leavesBook,
      .emptyPart, .nestedPart, .unsafeTemplate, .missingAsset:
      return bookHint
    }
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
