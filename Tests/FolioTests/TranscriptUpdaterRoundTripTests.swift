import Foundation
import ScenarioWire
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// `--update` writes whatever a scenario printed into the chapter; read back, the
/// transcript must say exactly that output, and the chapter must keep its shape: a
/// printed fence must not close the block, a printed `> tap` must not become an
/// action, a printed `...` must not become a wildcard.
@Suite struct TranscriptUpdaterRoundTripTests {
  /// One output line a hostile or unlucky scenario might print.
  static func adversarialLine(_ random: inout SeededGenerator) -> String {
    let indent = String(repeating: " ", count: random.below(4))
    switch random.below(14) {
    case 0, 1:
      let fence = String(repeating: random.pick(["`", "~"]), count: 3 + random.below(4))
      return indent + fence + random.pick(["", "swift scenario=evil", "transcript scenario=s", "  ", " x"])
    case 2: return indent + random.pick(["> tap \"x\"", "> screen", "> unmount", ">", "> ", ">> tap \"x\""])
    case 3: return random.pick(["...", "...  ", " ...", "....", "...\t", indent + "..."])
    case 4: return random.pick(["\\", "\\> tap \"x\"", "\\...", "\\\\x", "\\u{1B}", "a\\b", "\\\\", "\\```"])
    case 5: return random.pick(["", " ", "\t", "   \t "])
    case 6: return random.pick(["trailing  ", "tab\tinside", "\tleading tab", "a\t"])
    case 7: return random.pick(["a\rb", "\r", "\rfake", "x\r\ny", "cr at end\r"])
    case 8: return random.pick(["\u{1B}[2K12 passed, 0 failed", "\u{1B}]0;title\u{07}", "\u{1B}]52;c;aGk=\u{07}"])
    case 9: return random.pick(["\u{0}", "nul\u{0}inside", "\u{7F}", "\u{85}next line", "\u{9B}31m", "\u{202E}abc"])
    case 10: return random.pick(["\u{2066}isolate\u{2069}", "é and 😀", "<b>&amp;</b>", "#", "- item", "[x]: y"])
    case 11: return indent + random.pick(["\t```", "``", "~~", "` ``", "``` ```"])
    case 12:
      // A combining mark joins the character before it: a backslash, a backtick, a space.
      return random.pick(["\\\u{301}x", "\u{7EB}  \r=", "```\u{301}", "``\u{301}`", "> \u{301}tap", " \u{301}```"])
    default: return "n = \(random.below(1000))"
    }
  }

  /// How a transcript block may sit in a chapter: its opening line, the prefix of its
  /// content lines, and its closing line.
  static let containers: [(open: String, prefix: String, close: String)] = [
    ("```transcript scenario=s", "", "```"),
    ("~~~transcript scenario=s", "", "~~~"),
    ("````transcript scenario=s", "", "````"),
    ("   ```transcript scenario=s", "   ", "   ```"),
    ("> ```transcript scenario=s", "> ", "> ```"),
    ("- ```transcript scenario=s", "  ", "  ```"),
    ("> - ```transcript scenario=s", ">   ", ">   ```"),
  ]

  /// A chapter with one transcript of `actions` taps in `container`, with old output.
  static func chapterSource(actions: Int, container: (open: String, prefix: String, close: String), newline: String)
    -> String
  {
    var lines = ["# Round trip", "", "```swift scenario=s"]
    lines += ["struct S: View { var body: some View { Text(\"\") } }", "```", ""]
    lines.append(container.open)
    lines.append(container.prefix + "old mount")
    for index in 0..<actions { lines += [container.prefix + "> tap \"x\"", container.prefix + "old \(index)"] }
    lines.append(container.close)
    lines += ["", "After the block.", "", "```transcript scenario=s", "untouched", "```", ""]
    return lines.joined(separator: newline)
  }

  /// What the transcript must read back: each printed line without its trailing white space.
  static func stripped(_ line: String) -> String { TranscriptComparison.normalise([line]).first ?? "" }

  /// The code blocks of a chapter: their info strings and where their content starts.
  static func blocks(_ source: String) throws -> [String] {
    try MarkdownParser.parse(source).codeBlocks.map(\.code.info)
  }

  @Test(arguments: 0..<200)
  func updatedTranscriptsReadBackAsTheRealOutput(seed: Int) throws {
    var random = SeededGenerator(seed: seed)
    let container = Self.containers[seed % Self.containers.count]
    let actions = random.below(4)
    let newline = random.pick(["\n", "\r\n"])
    let source = Self.chapterSource(actions: actions, container: container, newline: newline)
    let before = ScenarioExtractor.extract(try chapter(source))
    let transcript = try #require(before.transcripts.first)

    var real = RealTranscript(stepCount: actions)
    for step in 0...actions {
      for _ in 0..<random.below(5) { real.apply(.output(step: step, line: Self.adversarialLine(&random))) }
    }
    real.apply(.finished)
    let updated = TranscriptUpdater.update(
      source: source, runs: [TranscriptRun(transcript: transcript, real: real, problems: [])])

    // The chapter keeps its blocks, and everything outside the transcript's lines.
    #expect(try Self.blocks(updated) == Self.blocks(source), "seed \(seed):\n\(updated)")
    let old = TranscriptUpdater.splitKeepingTerminators(source)
    let new = TranscriptUpdater.splitKeepingTerminators(updated)
    let start = transcript.contentLines.lowerBound - 1
    let tail = old.count - (transcript.contentLines.upperBound - 1)
    #expect(Array(new.prefix(start)) == Array(old.prefix(start)), "seed \(seed)")
    #expect(Array(new.suffix(tail)) == Array(old.suffix(tail)), "seed \(seed)")

    // Read back, the transcript says exactly what was printed, with the same actions.
    let after = ScenarioExtractor.extract(try chapter(updated))
    #expect(after.diagnostics.filter { $0.severity == .error } == [], "seed \(seed):\n\(updated)")
    let reread = try #require(after.transcripts.first, "seed \(seed):\n\(updated)")
    #expect(reread.mount.map(\.text) == real.mount.map(Self.stripped), "seed \(seed):\n\(updated)")
    #expect(reread.steps.map(\.source) == transcript.steps.map(\.source), "seed \(seed)")
    #expect(reread.steps.map { $0.expected.map(\.text) } == real.steps.map { $0.map(Self.stripped) }, "seed \(seed)")
    #expect(reread.flattened.allSatisfy { !$0.isWildcard }, "seed \(seed)")
    #expect(TranscriptComparison(transcript: reread, real: real).matches, "seed \(seed)")
  }

  @Test(arguments: [
    ("> tap \"x\"", "\\> tap \"x\""),
    ("...", "\\..."),
    ("\\x", "\\\\\\x"),
    ("```", "\\```"),
    ("   ~~~~ swift", "\\   ~~~~ swift"),
    ("a\rb", "\\a\\u{D}b"),
    ("\u{1B}[2K", "\\\\u{1B}[2K"),
    ("plain", "plain"),
    (">no space", ">no space"),
    ("", ""),
  ])
  func linesThatWouldBeMisreadAreEscaped(output: String, written: String) {
    #expect(TranscriptLineEscape.written(output) == written)
  }

  @Test(arguments: [
    ("\\> tap \"x\"", "> tap \"x\""),
    ("\\...", "..."),
    ("\\\\x", "\\x"),
    ("\\\\\\x", "\\x"),
    ("\\u{1B}", "u{1B}"),
    ("\\a\\u{D}b", "a\rb"),
    ("\\\\u{1B}", "\u{1B}"),
    ("\\\\\\u{1B}", "\\u{1B}"),
    ("\\a\\u{110000}", "a\\u{110000}"),
    ("\\a\\u{D800}", "a\\u{D800}"),
    ("\\a\\u{}", "a\\u{}"),
    ("\\a\\u{41", "a\\u{41"),
    ("\\", ""),
  ])
  func escapedLinesAreReadAsTheirOutput(written: String, output: String) throws {
    let parsed = try TranscriptParser.parse([written], firstLine: 1, path: "c.md").get()
    #expect(parsed.mount == [ExpectedLine(output, line: 1, literal: true)])
    #expect(parsed.mount.first?.isWildcard == false)
  }

  @Test func anUnescapedEllipsisIsAWildcardAndAnEscapedOneIsNot() throws {
    let parsed = try TranscriptParser.parse(["...", "\\...", "...  "], firstLine: 1, path: "c.md").get()
    #expect(parsed.mount.map(\.isWildcard) == [true, false, true])
    let transcript = Transcript(
      scenario: "s", location: SourceLocation(path: "c.md", line: 1), contentLines: 1..<4, mount: parsed.mount,
      steps: [])
    var real = RealTranscript(stepCount: 0)
    for line in ["a", "...", "b"] { real.apply(.output(step: 0, line: line)) }
    real.apply(.finished)
    #expect(TranscriptComparison(transcript: transcript, real: real).matches)
    var other = RealTranscript(stepCount: 0)
    for line in ["a", "b", "c"] { other.apply(.output(step: 0, line: line)) }
    other.apply(.finished)
    #expect(!TranscriptComparison(transcript: transcript, real: other).matches)
  }

  @Test func anEscapedActionLineIsOutputNotAnAction() throws {
    let parsed = try TranscriptParser.parse(["\\> tap \"x\"", "> tap \"x\""], firstLine: 1, path: "c.md").get()
    #expect(parsed.mount.map(\.text) == ["> tap \"x\""])
    #expect(parsed.steps.map(\.action) == [.tap("x")])
  }
}

extension TranscriptUpdaterRoundTripTests {
  /// A fence left open inside a list item or a quote ends with its container; the line
  /// that ends the container is not the transcript's, and `--update` must keep it.
  @Test(arguments: [
    (
      "- item\n\n  ```transcript scenario=s\n  > tap \"x\"\n  old\nThe paragraph after the list.\n",
      "- item\n\n  ```transcript scenario=s\n  > tap \"x\"\n  new\nThe paragraph after the list.\n"
    ),
    // The blank line before the paragraph is the block's: the transcript's last line.
    (
      "- item\n\n  ```transcript scenario=s\n  > tap \"x\"\n  old\n\nThe paragraph after the list.\n",
      "- item\n\n  ```transcript scenario=s\n  > tap \"x\"\n  new\nThe paragraph after the list.\n"
    ),
    (
      "> ```transcript scenario=s\n> > tap \"x\"\n> old\nThe paragraph after the quote.\n",
      "> ```transcript scenario=s\n> > tap \"x\"\n> new\nThe paragraph after the quote.\n"
    ),
    (
      "- a\n  ```transcript scenario=s\n  > tap \"x\"\n  old\n- The next item.\n",
      "- a\n  ```transcript scenario=s\n  > tap \"x\"\n  new\n- The next item.\n"
    ),
  ])
  func anUnclosedTranscriptEndsWithItsContainer(body: String, updatedBody: String) throws {
    let head = "# T\n\n```swift scenario=s\nstruct S: View { var body: some View { Text(\"\") } }\n```\n\n"
    let transcript = try #require(ScenarioExtractor.extract(try chapter(head + body)).transcripts.first)
    var real = RealTranscript(stepCount: 1)
    real.apply(.output(step: 1, line: "new"))
    real.apply(.finished)
    let updated = TranscriptUpdater.update(
      source: head + body, runs: [TranscriptRun(transcript: transcript, real: real, problems: [])])
    #expect(updated == head + updatedBody)
  }
}
