// The properties Folio's parsers keep for every input: the info-string parser, the
// transcript parser and the extractor (with the Markdown reader under it), plus the
// `--update` rewriter they feed. Checked by two drivers: `FuzzEntry.swift`, compiled by
// `make fuzz` into the FolioCore module under libFuzzer, and `CorpusReplayTests.swift`,
// which replays the committed corpus in `swift test` (the `FolioFuzzTests` target).

import Foundation

#if !FOLIO_FUZZ_IN_MODULE
  @testable import FolioCore
#endif

/// The properties every input must keep.
enum FuzzInvariants {
  static func check(_ bytes: [UInt8]) {
    // The loader's UTF-8 check agrees with the standard library's.
    let invalid = UTF8Validation.firstInvalidByte(in: bytes, path: "f.md")
    precondition((String(validating: bytes, as: UTF8.self) == nil) == (invalid != nil), "UTF-8 validation disagrees")
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    infoString(lines.first ?? "")
    transcript(lines)
    chapter(text)
  }

  /// A parsed info string prints back to one that parses the same.
  static func infoString(_ info: String) {
    let here = SourceLocation(path: "f.md", line: 3)
    switch CodeBlockInfo.parse(info, at: here) {
    case .failure(let error):
      precondition(error.location == here)
    case .success(let parsed):
      let again = CodeBlockInfo.parse(serialize(parsed), at: here)
      precondition((try? again.get()) == parsed, "info string does not round-trip: \(info.debugDescription)")
      if case .failure(let error) = parsed.role(at: here) { precondition(error.location == here) }
    }
  }

  static func serialize(_ info: CodeBlockInfo) -> String {
    var words = [info.language]
    for attribute in info.attributes {
      guard let value = attribute.value else {
        words.append(attribute.name)
        continue
      }
      // Scalar by scalar, as the parser reads: a backslash followed by a combining mark is
      // one Character, which a Character-wise replace would not see.
      var escaped = String.UnicodeScalarView()
      for scalar in value.unicodeScalars {
        if scalar == "\\" || scalar == "\"" { escaped.append("\\") }
        escaped.append(scalar)
      }
      words.append("\(attribute.name)=\"\(String(escaped))\"")
    }
    return words.joined(separator: " ")
  }

  /// Every line of a transcript is either an action or an expected line, at its own line;
  /// an escaped line reads as its output, which writes back as a line that reads the same.
  static func transcript(_ lines: [String]) {
    switch TranscriptParser.parse(lines, firstLine: 10, path: "f.md") {
    case .failure(let problems):
      precondition(!problems.errors.isEmpty)
      for error in problems.errors { precondition((10..<10 + lines.count).contains(error.location.line)) }
    case .success(let parsed):
      let all = parsed.mount + parsed.steps.flatMap { [ExpectedLine($0.source, line: $0.line)] + $0.expected }
      precondition(all.map(\.line) == Array(10..<10 + lines.count), "transcript lines lost or reordered")
      precondition(
        all.map(\.text) == lines.map { TranscriptLineEscape.output(ofEscaped: $0) ?? $0 }, "transcript text changed")
      for expected in all where !expected.isWildcard {
        let written = TranscriptLineEscape.written(expected.text)
        let reread = TranscriptLineEscape.output(ofEscaped: written) ?? written
        precondition(reread == expected.text, "escape does not round-trip: \(expected.text.debugDescription)")
      }
    }
  }

  /// Extraction places every diagnostic inside the file, and `--update` of any one
  /// transcript changes no line outside it.
  static func chapter(_ text: String) {
    guard case .success(let chapter) = Chapter.make(path: "f.md", source: text) else { return }
    let contents = ScenarioExtractor.extract(chapter)
    let original = TranscriptUpdater.splitKeepingTerminators(text)
    let lineCount = original.count + 1
    for diagnostic in contents.diagnostics {
      precondition((1...lineCount + 1).contains(diagnostic.location.line), "diagnostic outside the file")
    }
    // The output is the chapter's own lines: fences, actions, `...`, whatever the input holds.
    let printed = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (number, transcript) in contents.transcripts.enumerated() {
      precondition(transcript.contentLines.lowerBound >= 1 && transcript.contentLines.upperBound <= lineCount + 1)
      var real = RealTranscript(stepCount: transcript.steps.count)
      real.apply(.output(step: 0, line: "mounted"))
      for (index, line) in printed.prefix(2 * transcript.steps.count + 2).enumerated() {
        real.apply(.output(step: index % (transcript.steps.count + 1), line: line))
      }
      real.apply(.finished)
      let run = TranscriptRun(transcript: transcript, real: real, problems: [])
      let source = TranscriptUpdater.update(source: text, runs: [run])
      if case .success(let again) = Chapter.make(path: "f.md", source: source) {
        let reread = ScenarioExtractor.extract(again).transcripts
        precondition(reread.count == contents.transcripts.count, "update changed the chapter's transcripts")
        precondition(
          TranscriptComparison(transcript: reread[number], real: real).matches, "updated transcript does not match")
      }
      let updated = TranscriptUpdater.splitKeepingTerminators(source)
      let start = transcript.contentLines.lowerBound - 1
      let end = min(transcript.contentLines.upperBound - 1, original.count)
      guard start <= end else { continue }
      precondition(Array(updated.prefix(start)) == Array(original.prefix(start)), "update changed lines before")
      precondition(
        Array(updated.suffix(original.count - end)) == Array(original.suffix(original.count - end)),
        "update changed lines after")
    }
  }
}
