import Foundation
import Testing

@testable import FolioCore

/// Every message in the README's Troubleshooting table, as the author sees it: for each
/// kind of ``FolioError`` a fixture book under `Fixtures/messages/<case>/` whose
/// `expected.txt` holds the exit status and exactly what `folio` printed (location,
/// message, hint, diff). One list drives both this and ``TroubleshootingTests``
/// (`TroubleshootingTests.errors`), and a kind of error with no fixture fails; the
/// messages that are no `FolioError` (tool failures, usage errors) are ``otherMessages``.
///
/// A fixture folder holds `chapters/`, and optionally `arguments` (one per line; default
/// ``defaultArguments``), `environment` (`KEY=VALUE` lines) and `links`
/// (`PATH -> TARGET` lines, made by the test since a resource copy may not keep links).
/// `$BOOK` stands for the book's folder; `$BUSY_PORT` in `arguments`, for a port of
/// 127.0.0.1 another socket listens on while folio runs. To re-record after changing a message on
/// purpose: `FOLIO_RECORD_GOLDEN=1 swift test --filter MessageGoldenTests`, then read
/// the diff of every `expected.txt` before committing it.
@Suite struct MessageGoldenTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/messages").path

  /// Fixtures besides one per kind of ``FolioError``: messages of the Troubleshooting
  /// table that are no `FolioError` (Folio's own failures, ``ToolFailure``, exit 3; usage
  /// and merge errors ArgumentParser prints, exit 2; warnings; lines the engine prints
  /// into the real output), and other forms of one kind's message that have rows of
  /// their own.
  static let otherMessages = [
    "toolFailureNoEngine", "toolFailureNoCompiler", "toolFailureNoSandbox", "usageShard",
    "mergeMissingShard", "mergeDifferentBooks", "mergeSplitDifferently", "mergeWholeBook", "mergeNotResults",
    "warningLanguage", "warningHiddenMarker", "engineStillUpdating", "engineOutputCapped", "controlCharacters",
    "ambiguousRootNoView", "compileErrorTopLevel", "actionFailedBack", "actionFailedDisabled", "unsafeOutputForeign",
    "noChecksNoChapter",
    "toolFailurePortInUse", "usagePort",
  ]

  /// Rows of the Troubleshooting table no fixture book can produce, by a fragment of the
  /// row, and the tests that guard each instead.
  static let rowsGuardedElsewhere = [
    "a compiler error at": "the compileError fixtures: the row quotes no message, any compiler error is one",
    "PATH changed while folio was checking it": "TranscriptUpdaterSafetyTests: a chapter saved during --update",
    "folio: interrupted by signal N": "InterruptionTests: a signal in the middle of a build",
    "folio: note: nobody (65534)":
      "SandboxTests.theNoteOnBindingAsRootIsTheTablesRow: root, in a folder nobody cannot reach",
    "killed by signal 24 (SIGXCPU)": "SandboxTests: a process past its CPU seconds, file size or memory",
    "too different to align": "TranscriptComparisonScaleTests: a step of over a thousand lines each way",
    "The book does not build": "ServeEndToEndTests, SiteServerTests: the page folio serve shows for a failed build",
    "cannot start folio's site server":
      "SiteServerProcessTests: a server missing, one that exits before it listens, one that has stopped",
  ]

  /// Every row of the table quotes what some fixture prints, unless it is guarded
  /// elsewhere: a row added without a fixture, or a message that drifted from its row,
  /// fails. A row is matched by any of its `code` parts, read as a pattern: `…` stands
  /// for any text, a quoted name or a placeholder (`X`, `N`, `PATH` …) for any word, a
  /// number for any number.
  @Test func everyRowOfTheTableHasAGoldenFixture() throws {
    let printed = try Self.allFixtures.map { name in
      try String(contentsOfFile: Self.fixtures + "/" + name + "/expected.txt", encoding: .utf8)
    }
    let rows = try TroubleshootingTests.troubleshooting().split(separator: "\n").filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| message ")
    }
    #expect(rows.count > 40)
    for row in rows {
      let cell = String(row.dropFirst(2).prefix { $0 != "|" })
      if Self.rowsGuardedElsewhere.keys.contains(where: cell.contains) { continue }
      let parts = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      let patterns = try parts.map { try NSRegularExpression(pattern: Self.pattern($0)) }
      let found = patterns.contains { pattern in
        printed.contains { pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
      }
      #expect(found, "no fixture prints what this row quotes: \(cell)")
    }
    for fragment in Self.rowsGuardedElsewhere.keys {
      #expect(rows.contains { $0.contains(fragment) }, "no row holds \(fragment)")
    }
  }

  /// A row's `code` part as a regular expression (see ``everyRowOfTheTableHasAGoldenFixture()``).
  static func pattern(_ quoted: String) -> String {
    let pieces = quoted.replacingOccurrences(of: " …", with: "…").replacingOccurrences(of: "… ", with: "…")
      .components(separatedBy: "…")
    return pieces.map { piece in
      var pattern = NSRegularExpression.escapedPattern(for: piece)
      for (form, replacement) in [
        (#"'[^']*'"#, "'.*?'"), (#"\b(X|Y|A|B|N|M|T|V|I|DIR|FILE|LINE|COL|PATH|TARGET|x|y)\b"#, ".+?"),
        (#"[0-9]+"#, "[0-9]+"),
      ] {
        pattern = pattern.replacingOccurrences(of: form, with: replacement, options: .regularExpression)
      }
      return pattern
    }.joined(separator: ".*")
  }

  /// A fixture's command line when it has no `arguments` file. The limit is generous:
  /// the goldens are about what folio prints, and a loaded machine (CI's tests compile
  /// in parallel) can take more than the default 5 s to start a scenario. A fixture
  /// about the limit gives its own (`scenarioTimedOut`).
  static let defaultArguments = ["test", "chapters", "--quiet", "--timeout", "120"]

  /// Every fixture: one per kind of ``FolioError``, then ``otherMessages``.
  static let allFixtures = TroubleshootingTests.errors.map(caseName) + otherMessages

  /// The case name of an error: its fixture's folder.
  static func caseName(_ error: FolioError) -> String {
    Mirror(reflecting: error).children.first?.label ?? String(describing: error)
  }

  @Test func everyKindOfErrorHasAFixtureAndEveryFixtureAKind() throws {
    let listed = Set(TroubleshootingTests.errors.map(Self.caseName))
    let folders = Set(try FileManager.default.contentsOfDirectory(atPath: Self.fixtures))
    #expect(listed.union(Self.otherMessages) == folders)
    // The list holds one of each kind that FolioError declares.
    let source = try String(
      contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/FolioCore/Diagnostics/FolioError.swift").path,
      encoding: .utf8)
    let declared = source.split(separator: "\n").filter { $0.hasPrefix("  case ") }.map { line in
      String(line.dropFirst(7).prefix { $0.isLetter || $0.isNumber })
    }
    #expect(Set(declared) == listed, "FolioError kinds without a fixture: \(Set(declared).subtracting(listed))")
  }

  @Test(arguments: MessageGoldenTests.allFixtures)
  func theAuthorSeesExactlyTheRecordedText(_ name: String) async throws {
    let fixture = Self.fixtures + "/" + name
    let folder = try makeTemporaryFolder("folio-message-\(name)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let book = folder + "/book"
    try FileManager.default.copyItem(atPath: fixture, toPath: book)
    for file in ["expected.txt", "arguments", "environment", "links"] {
      try? FileManager.default.removeItem(atPath: book + "/" + file)
    }
    for line in try Self.lines(fixture + "/links") {
      let parts = line.components(separatedBy: " -> ")
      try FileManager.default.createSymbolicLink(atPath: book + "/" + parts[0], withDestinationPath: parts[1])
    }
    // A port held busy for the run, when the fixture asks for one (`folio serve`).
    var arguments = try Self.lines(fixture + "/arguments")
    let busy = arguments.contains("$BUSY_PORT") ? try LocalHTTP.occupiedPort() : nil
    defer { try? busy?.socket.close() }
    if let busy { arguments = arguments.map { $0 == "$BUSY_PORT" ? "\(busy.port)" : $0 } }
    var environment: [String: String] = [:]
    for line in try Self.lines(fixture + "/environment") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      environment[parts[0]] = parts[1].replacingOccurrences(of: "$BOOK", with: book)
    }
    let run = try await runFolio(
      arguments.isEmpty ? Self.defaultArguments : arguments, in: book, environment: environment)
    var seen = "exit \(run.status)\n"
    if !run.stdout.isEmpty { seen += "--- stdout\n" + run.stdout }
    if !run.stderr.isEmpty { seen += "--- stderr\n" + run.stderr }
    seen = seen.replacingOccurrences(of: book, with: "$BOOK")
    if let busy { seen = seen.replacingOccurrences(of: "127.0.0.1:\(busy.port)", with: "127.0.0.1:$BUSY_PORT") }

    let expectedPath = fixture + "/expected.txt"
    if ProcessInfo.processInfo.environment["FOLIO_RECORD_GOLDEN"] == "1" {
      try seen.write(toFile: expectedPath, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
    #expect(seen == expected, "\(name): folio printed\n\(seen)")
    // One grammar: every error is followed by a hint saying what to do.
    let lines = seen.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where line.contains("error: ") {
      let next = index + 1 < lines.count ? lines[index + 1] : ""
      #expect(next.hasPrefix("    hint: ") || next.hasPrefix("hint: "), "\(name): no hint after \(line)")
    }
  }

  /// The non-empty lines of an optional fixture file.
  static func lines(_ path: String) throws -> [String] {
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
  }
}
