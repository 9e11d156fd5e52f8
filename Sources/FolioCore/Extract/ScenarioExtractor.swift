/// Everything the `extract` stage found in one chapter.
public struct ExtractedChapter: Equatable, Sendable {
  /// The chapter.
  var chapter: Chapter
  /// What each code block is, by ``MarkdownCodeBlock/index``: `nil` for an indented
  /// block and for one whose info string was rejected (both are shown as written).
  var roles: [CodeBlockRole?]
  /// Its scenarios, in order of first appearance, each with a resolved root and its
  /// transcripts.
  public var scenarios: [Scenario]
  /// Its plain `swift` and `compile-fail` blocks.
  public var checks: [StandaloneCheck]
  /// Errors and warnings, in line order.
  public var diagnostics: [Diagnostic]

  /// Every transcript of the chapter, in chapter order.
  public var transcripts: [Transcript] {
    scenarios.flatMap(\.transcripts).sorted { $0.address < $1.address }
  }
}

/// Turns a chapter's code blocks into scenarios, transcripts and standalone checks,
/// exactly as the chapter format says: the `extract` stage, a pure function.
public enum ScenarioExtractor {
  /// Extracts the checkable contents of a chapter, collecting every problem.
  public static func extract(_ chapter: Chapter) -> ExtractedChapter {
    var pieces = ScenarioPieces()
    var transcriptBlocks:
      [(scenario: String, traps: String?, exercise: TranscriptExercise?, block: MarkdownBlock, code: MarkdownCodeBlock)] =
        []
    var checks: [StandaloneCheck] = []
    let codeBlocks = chapter.document.codeBlocks
    var roles = [CodeBlockRole?](repeating: nil, count: codeBlocks.count)
    var diagnostics: [Diagnostic] = []
    // The line of the first transcript of each scenario that had code above it.
    var ranAt: [String: Int] = [:]
    let rawInfo = RawInfoStrings(source: chapter.source)
    let path = chapter.path

    for (block, code) in codeBlocks where code.fenced {
      let location = SourceLocation(path: path, line: block.line)
      let codeLocation = SourceLocation(path: path, line: code.contentLine, column: code.column)
      let info = rawInfo.info(line: block.line, column: code.column) ?? code.info
      let parsed = CodeBlockInfo.parse(info, at: location)
      let role = parsed.flatMap { $0.role(at: location) }
      switch role {
      case .failure(let error):
        diagnostics.append(Diagnostic(error))
        continue
      case .success(let role):
        roles[code.index] = role
        // What the compiler sees: hidden lines are compiled, their marker blanked.
        let compiled = HiddenLines.compiled(code.literal)
        switch role {
        case .other:
          if case .success(let info) = parsed, let warning = InfoStringDialect.warning(for: info, at: location) {
            diagnostics.append(warning)
          }
        case .transcript:
          break
        case .swift, .scenario, .ignored, .compileFail:
          diagnostics += HiddenLines.malformedLines(in: code.literal).map { offset in
            Diagnostic(
              .warning, at: SourceLocation(path: path, line: code.contentLine + offset, column: code.column),
              "this line starts with '\(HiddenLines.marker)' but is not hidden: the marker needs a space after it",
              hint: "write '\(HiddenLines.marker) ' to hide the line from the page (it is still compiled)")
          }
        }
        let mode = (try? parsed.get())?.value(CodeBlockInfo.languageModeAttribute).flatMap(Int.init).flatMap(
          SwiftLanguageMode.init(rawValue:))
        switch role {
        case .swift:
          checks.append(
            StandaloneCheck(
              code: compiled, location: codeLocation, expectation: .compiles, address: chapter.address(of: code),
              isProgram: TopLevelStatementScanner.hasStatements(in: compiled), languageMode: mode))
        case .compileFail(let expect):
          checks.append(
            StandaloneCheck(
              code: compiled, location: codeLocation, expectation: .fails(containing: expect),
              address: chapter.address(of: code), isProgram: TopLevelStatementScanner.hasStatements(in: compiled),
              languageMode: mode))
        case .scenario(let name, let root):
          // A transcript runs the blocks above it; code after it under the same name
          // would change what the transcript showed, so the name counts as reused.
          if let transcriptLine = ranAt[name] {
            diagnostics.append(Diagnostic(.duplicateScenario(location, name: name, transcriptLine: transcriptLine)))
            continue
          }
          pieces.add(
            name: name,
            block: ScenarioBlock(code: compiled, location: codeLocation, address: chapter.address(of: code)),
            root: root, mode: mode, at: location)
        case .transcript(let scenario, let traps, let exercise):
          if ranAt[scenario] == nil && pieces.order.contains(scenario) { ranAt[scenario] = block.line }
          transcriptBlocks.append((scenario, traps, exercise, block, code))
        case .ignored, .other:
          break
        }
      }
    }

    var scenarios: [Scenario] = []
    for name in pieces.order {
      switch pieces.resolve(name, path: path) {
      case .success(var scenario):
        scenario.bookPath = chapter.bookPath
        scenarios.append(scenario)
      case .failure(let error): diagnostics.append(Diagnostic(error))
      }
    }

    var transcribed: Set<String> = []
    for (scenario, traps, exercise, block, code) in transcriptBlocks {
      let location = SourceLocation(path: path, line: block.line)
      guard pieces.order.contains(scenario) else {
        diagnostics.append(Diagnostic(.unknownScenario(location, name: scenario, known: pieces.order)))
        continue
      }
      transcribed.insert(scenario)
      switch TranscriptParser.parse(code.lines, firstLine: code.contentLine, path: path) {
      case .failure(let problems):
        diagnostics += problems.errors.map(Diagnostic.init)
      case .success(let parsed):
        // Only scenarios whose root resolved can run; the others already have an error.
        guard let resolved = scenarios.firstIndex(where: { $0.name == scenario }) else { continue }
        let isProgram = scenarios[resolved].isProgram
        if isProgram, let action = parsed.steps.first {
          diagnostics.append(
            Diagnostic(.actionInProgram(SourceLocation(path: path, line: action.line), scenario: scenario)))
          continue
        }
        if !isProgram && traps != nil {
          diagnostics.append(Diagnostic(.trapOnView(location, scenario: scenario)))
          continue
        }
        // An open fence ends with its container, and cmark's end line is then the line
        // that ended the container: count the block's own lines instead.
        let end = code.closed ? block.endLine : code.contentLine + code.lines.count
        scenarios[resolved].transcripts.append(
          Transcript(
            scenario: scenario, location: location, contentLines: code.contentLine..<max(code.contentLine, end),
            mount: parsed.mount, steps: parsed.steps, address: chapter.address(of: code), runsProgram: isProgram,
            expectedTrap: traps, exercise: exercise))
      }
    }

    for scenario in scenarios where !transcribed.contains(scenario.name) {
      diagnostics.append(
        Diagnostic(
          .warning, at: scenario.location,
          "scenario '\(scenario.name)' has no transcript; it is compiled but never run",
          hint: "add a ```transcript scenario=\(scenario.name) block"))
    }

    for index in checks.indices { checks[index].bookPath = chapter.bookPath }
    diagnostics.sort { $0.location < $1.location }
    return ExtractedChapter(
      chapter: chapter, roles: roles, scenarios: scenarios, checks: checks, diagnostics: diagnostics)
  }
}

// MARK: - Gathering scenario blocks

/// The blocks and `root=` declarations of each scenario name, before resolution.
private struct ScenarioPieces {
  var order: [String] = []
  var blocks: [String: [ScenarioBlock]] = [:]
  var roots: [String: [(type: String, location: SourceLocation)]] = [:]
  var modes: [String: [(mode: SwiftLanguageMode, location: SourceLocation)]] = [:]

  mutating func add(
    name: String, block: ScenarioBlock, root: String?, mode: SwiftLanguageMode?, at location: SourceLocation
  ) {
    if blocks[name] == nil { order.append(name) }
    blocks[name, default: []].append(block)
    if let root { roots[name, default: []].append((root, location)) }
    if let mode { modes[name, default: []].append((mode, location)) }
  }

  /// The scenario's language mode: the one its blocks name (they must agree), or `nil`
  /// when none names one.
  func mode(of name: String) -> Result<SwiftLanguageMode?, FolioError> {
    let named = modes[name] ?? []
    guard let first = named.first else { return .success(nil) }
    if let other = named.first(where: { $0.mode != first.mode }) {
      return .failure(
        .conflictingLanguageMode(
          other.location, scenario: name, mode: other.mode, firstMode: first.mode, firstLine: first.location.line))
    }
    return .success(first.mode)
  }

  /// Concatenates a scenario's blocks, takes its language mode, and picks its root: the
  /// one `root=`, or the one declared `View` type; with neither, and top-level
  /// statements, it is a program.
  func resolve(_ name: String, path: String) -> Result<Scenario, FolioError> {
    resolveRoot(name, path: path).flatMap { scenario in
      mode(of: name).map { mode in
        var scenario = scenario
        scenario.languageMode = mode
        return scenario
      }
    }
  }

  /// The scenario with its root resolved (``resolve(_:path:)``), in the book's mode.
  private func resolveRoot(_ name: String, path: String) -> Result<Scenario, FolioError> {
    let blocks = blocks[name] ?? []
    let code = blocks.map(\.code).joined(separator: "\n")
    let declarations = TypeDeclarationScanner.declarations(in: code)
    let roots = roots[name] ?? []
    let rootType: String?
    if roots.count > 1 {
      return .failure(.duplicateRoot(roots[1].location, scenario: name, firstLine: roots[0].location.line))
    } else if let root = roots.first {
      guard declarations.contains(where: { $0.name == root.type }) else {
        return .failure(.undeclaredRoot(root.location, type: root.type, scenario: name))
      }
      rootType = root.type
    } else {
      let views = declarations.filter(\.isView).map(\.name)
      if views.isEmpty && TopLevelStatementScanner.hasStatements(in: code) {
        return .success(Scenario(chapterPath: path, name: name, blocks: blocks, rootType: nil))
      }
      guard views.count == 1 else {
        let location = blocks.first.map { SourceLocation(path: path, line: $0.location.line - 1) }
        return .failure(
          .ambiguousRoot(location ?? SourceLocation(path: path, line: 1), scenario: name, candidates: views))
      }
      rootType = views[0]
    }
    return .success(Scenario(chapterPath: path, name: name, blocks: blocks, rootType: rootType))
  }
}
