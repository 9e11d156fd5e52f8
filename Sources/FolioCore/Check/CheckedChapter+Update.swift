extension CheckedChapter {
  /// The runs `--update` may write into the chapter: transcripts that disagree after a
  /// run that finished cleanly. A crashed, stopped or failing run has only part of the
  /// real output and would replace what the author wrote with a fragment.
  public var repairableRuns: [TranscriptRun] {
    blocks.compactMap { Self.repairable($0)?.run }
  }

  /// Marks the repairable transcripts as agreeing, once the chapter holds their real output.
  public mutating func markRepaired() {
    for index in blocks.indices {
      guard var (run, outcome) = Self.repairable(blocks[index]) else { continue }
      outcome.diff = nil
      outcome.problems.removeAll { if case .transcriptMismatch = $0 { return true } else { return false } }
      blocks[index] = .transcript(run, outcome)
    }
  }

  private static func repairable(_ block: CheckedBlock) -> (run: TranscriptRun, outcome: CheckOutcome)? {
    guard case .transcript(let run, let outcome) = block, outcome.diff != nil, run.problems.isEmpty,
      run.toolFailure == nil
    else { return nil }
    return (run, outcome)
  }
}
