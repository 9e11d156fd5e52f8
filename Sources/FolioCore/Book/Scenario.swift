/// One `swift scenario=NAME` block: its code and where that code starts.
public struct ScenarioBlock: Equatable, Sendable {
  /// The code as compiled: as in the block, hidden lines unmarked (``HiddenLines``).
  public var code: String
  /// The chapter location of the block's first code line (what `#sourceLocation` names).
  public var location: SourceLocation
  /// The block's place in the book.
  var address: BlockAddress

  /// Creates a block.
  public init(code: String, location: SourceLocation, address: BlockAddress = BlockAddress(chapter: 0, block: 0)) {
    self.code = code
    self.location = location
    self.address = address
  }
}

/// A scenario: all blocks of one chapter with the same name, concatenated in order
/// into one compilation unit, the view type mounted as its root (or none, for a
/// program), and the transcripts that run it.
///
/// A scenario with no View type and no `root=` whose code has top-level statements is
/// a *program*: it is compiled as a `main.swift` and runs once, top to bottom; its
/// transcripts are its output.
public struct Scenario: Equatable, Sendable {
  /// The chapter's path.
  public var chapterPath: String
  /// The chapter's path in its chapters folder (``Chapter/bookPath``): what the generated
  /// source and the entry symbol name the chapter by.
  public var bookPath: String
  /// The scenario's name, unique within its chapter.
  public var name: String
  /// The blocks, in chapter order.
  public var blocks: [ScenarioBlock]
  /// The view type mounted as the screen's root, or `nil` for a program.
  public var rootType: String?
  /// The transcripts of this scenario, in chapter order: each is one fresh run.
  public var transcripts: [Transcript]
  /// The scenario's own Swift language mode (`swift-language-mode=` on any of its
  /// blocks), or `nil` for the book's.
  public var languageMode: SwiftLanguageMode?

  /// Creates a scenario.
  init(
    chapterPath: String, name: String, blocks: [ScenarioBlock], rootType: String?, transcripts: [Transcript] = [],
    languageMode: SwiftLanguageMode? = nil
  ) {
    self.languageMode = languageMode
    self.chapterPath = chapterPath
    self.bookPath = chapterPath
    self.name = name
    self.blocks = blocks
    self.rootType = rootType
    self.transcripts = transcripts
  }

  /// Whether the scenario is a program (top-level code, no root view).
  public var isProgram: Bool { rootType == nil }

  /// Where the scenario starts: its first block's first code line.
  public var location: SourceLocation { blocks.first?.location ?? SourceLocation(path: chapterPath, line: 1) }
}

/// A block checked only by the compiler: a plain `swift` block must type-check, a
/// `compile-fail` block must not, with an error containing the expected text.
public struct StandaloneCheck: Equatable, Sendable {
  /// What the compiler must say.
  public enum Expectation: Equatable, Sendable {
    /// The block must compile.
    case compiles
    /// The block must fail with an error whose message contains this text.
    case fails(containing: String)
  }

  /// The code as compiled: as in the block, hidden lines unmarked (``HiddenLines``).
  public var code: String
  /// The chapter location of the block's first code line.
  public var location: SourceLocation
  /// Whether it must compile or fail.
  public var expectation: Expectation
  /// The chapter's path in its chapters folder (``Chapter/bookPath``): what the generated
  /// source names the chapter by.
  public var bookPath: String
  /// The block's place in the book.
  var address: BlockAddress
  /// Whether the block has top-level statements, and so type-checks as a `main.swift`.
  public var isProgram: Bool
  /// The block's own Swift language mode (`swift-language-mode=6`), or `nil` for the book's.
  public var languageMode: SwiftLanguageMode?

  /// Creates a check.
  init(
    code: String, location: SourceLocation, expectation: Expectation,
    address: BlockAddress = BlockAddress(chapter: 0, block: 0), isProgram: Bool = false,
    languageMode: SwiftLanguageMode? = nil
  ) {
    self.languageMode = languageMode
    self.address = address
    self.isProgram = isProgram
    self.code = code
    self.location = location
    self.expectation = expectation
    self.bookPath = location.path
  }
}
