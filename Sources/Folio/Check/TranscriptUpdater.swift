import Foundation

/// Rewrites disagreeing transcripts in a chapter with the real output, for `--update`.
///
/// Only the lines inside the transcript blocks change: action lines are kept byte for
/// byte, and everything else in the file (other blocks, prose, line endings) is kept
/// byte for byte too.
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
      if end == lines.count, let last = lines.last, !last.hasSuffix("\n"), end > start {
        lines[end - 1] += newline  // keep the replaced block's last line terminated
      }
      let replacement = content(of: run).map { prefix + $0 + newline }
      lines.replaceSubrange(start..<end, with: replacement)
    }
    return lines.joined()
  }

  /// The new text of a transcript block: real mount output, then each action line as
  /// written followed by its real output.
  public static func content(of run: TranscriptRun) -> [String] {
    let strip = { (line: String) in TranscriptComparison.normalise([line]).first ?? "" }
    var lines = run.real.mount.map(strip)
    for (index, step) in run.transcript.steps.enumerated() {
      lines.append(step.source)
      if index < run.real.reachedStep { lines += run.real.steps[index].map(strip) }
    }
    return lines
  }

  /// Writes `text` to `path` atomically: a temporary file in the same folder, then a
  /// rename, so a reader never sees half a chapter.
  ///
  /// - Throws: ``FolioError/tool(_:message:)`` when the file cannot be written.
  public static func write(_ text: String, to path: String) throws(FolioError) {
    let folder = (path as NSString).deletingLastPathComponent
    let temporary =
      (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).folio-\(UUID().uuidString)"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw .tool(SourceLocation(path: path, line: 1), message: "cannot write \(temporary)")
    }
    if rename(temporary, path) != 0 {
      try? FileManager.default.removeItem(atPath: temporary)
      throw .tool(SourceLocation(path: path, line: 1), message: "cannot replace \(path)")
    }
  }

  /// What precedes a block's content on each line: the quote markers of the opening
  /// fence's line, with list markers and other text turned into spaces.
  static func containerPrefix(ofFence line: String) -> String {
    let before = line.prefix { $0 != "`" && $0 != "~" }
    return String(before.map { $0 == ">" || $0 == "\t" ? $0 : " " })
  }

  static func splitKeepingTerminators(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if character == "\n" || character == "\r\n" {
        lines.append(current)
        current = ""
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
