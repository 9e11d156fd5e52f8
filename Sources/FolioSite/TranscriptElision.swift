import FolioCore

/// The real output lines a transcript's `...` lines stand for, so the site shows a
/// step's output shortened where the chapter shortened it.
///
/// Which lines a `...` matched is the comparison's answer (``TranscriptComparison``,
/// the same alignment `folio test` judged the run by), not a guess from the text.
struct TranscriptElision: Equatable {
  /// For each step (0 is the mount), the ranges of its output lines that a `...` matched.
  private(set) var ranges: [Int: [Range<Int>]] = [:]

  /// The lines of `run` that its transcript's `...` lines matched.
  init(_ run: TranscriptRun) {
    // Where each line of the flattened real output comes from: (step, index in its output).
    var origin: [(step: Int, line: Int)?] = run.real.mount.indices.map { (0, $0) }
    for index in 0..<min(run.real.reachedStep, run.transcript.steps.count) {
      origin.append(nil)  // the action's own line
      origin += run.real.steps[index].indices.map { (index + 1, $0) }
    }
    let comparison = TranscriptComparison(transcript: run.transcript, real: run.real)
    for edit in comparison.edits {
      guard case .wildcard(_, let real) = edit else { continue }
      let lines = real.compactMap { origin.indices.contains($0) ? origin[$0] : nil }
      guard let first = lines.first, let last = lines.last, first.step == last.step else { continue }
      ranges[first.step, default: []].append(first.line..<(last.line + 1))
    }
  }

  /// The ranges of step `step`'s output lines that the chapter shortened, in order.
  func shortened(inStep step: Int) -> [Range<Int>] { ranges[step] ?? [] }
}
