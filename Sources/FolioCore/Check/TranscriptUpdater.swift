/// Rewrites disagreeing transcripts in a chapter with the real output, for `--update`.
///
/// Only the lines inside the transcript blocks change: action lines are kept byte for
/// byte, and everything else in the file (other blocks, prose, line endings) is kept
/// byte for byte too. An output line that would read as something else (a fence, an
/// action, `...`, a line break) is escaped (``TranscriptLineEscape``), so the rewritten
/// transcript reads back as exactly the real output.
public enum TranscriptUpdater {
  /// The chapter source with each given run's transcript replaced by its real output.
  ///
  /// - Parameters:
  ///   - source: The chapter's Markdown.
  ///   - runs: Runs of transcripts of this chapter that disagree and have real output.
  public static func update(source: String, runs: [TranscriptRun]) -> String {
    var lines = splitKeepingTerminators(source)
    let newline = lines.first { $0.hasSuffix("\r\n") } != nil ? "\r\n" : "\n"
    for run in runs.sorted(by: { $0.transcript.contentLines.lowerBound > $1.transcript.contentLines.lowerBound }) {
      let range = run.transcript.contentLines
      let start = range.lowerBound - 1
      let end = min(range.upperBound - 1, lines.count)
      guard start >= 0, start <= end else { continue }
      let prefix = start >= 1 ? containerPrefix(ofFence: lines[start - 1]) : ""
      // New lines end as the block's opening fence line does.
      let ending = start >= 1 ? terminator(of: lines[start - 1]) ?? newline : newline
      let replacement = content(of: run).map { prefix + $0 + ending }
      lines.replaceSubrange(start..<end, with: replacement)
    }
    return lines.joined()
  }

  /// The new text of a transcript block: real mount output, then each action line as
  /// written followed by its real output, each output line escaped where it must be.
  static func content(of run: TranscriptRun) -> [String] {
    let strip = { (line: String) in TranscriptLineEscape.written(line.droppingTrailingWhitespace) }
    var lines = run.real.mount.map(strip)
    for (index, step) in run.transcript.steps.enumerated() {
      lines.append(step.source)
      if index < run.real.reachedStep { lines += run.real.steps[index].map(strip) }
    }
    return lines
  }

  /// What precedes a block's content on each line: the quote markers of the opening
  /// fence's line, with list markers and other text turned into spaces.
  static func containerPrefix(ofFence line: String) -> String {
    let before = line.prefix { $0 != "`" && $0 != "~" }
    return String(before.map { $0 == ">" || $0 == "\t" ? $0 : " " })
  }

  /// How `line` ends: `\r\n`, `\n`, `\r`, or `nil` for the unterminated last line.
  static func terminator(of line: String) -> String? {
    switch line.last {
    case "\r\n": return "\r\n"
    case "\n": return "\n"
    case "\r": return "\r"
    default: return nil
    }
  }

  static func splitKeepingTerminators(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      // cmark, which numbers the lines, also ends one at a lone carriage return.
      if character == "\n" || character == "\r\n" || character == "\r" {
        lines.append(current)
        current = ""
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
