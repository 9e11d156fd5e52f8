/// The `check` stage: puts what compiling and running produced back into the book's
/// blocks, comparing every run with its transcript and every standalone block with its
/// expectation. Pure: each result carries its block's ``BlockAddress`` and goes there.
public enum BookChecker {
  /// The checked book.
  ///
  /// - Parameters:
  ///   - chapters: What extraction found in each chapter, in book order.
  ///   - landingPage: The book's `index.md`, if any.
  ///   - landingAssets: The files the landing page references.
  ///   - diagnostics: Problems from loading the book.
  ///   - toolFailures: What kept Folio from checking (no engine, no sandbox, no host).
  ///   - runs: The transcripts' runs.
  ///   - typechecked: The standalone blocks' compiler results.
  ///   - scenarioTypechecks: For each scenario no transcript runs, the compiler's errors
  ///     (or what kept Folio from asking the compiler), and what asking cost.
  public static func check(
    _ chapters: [ExtractedChapter], landingPage: MarkdownDocument?, landingAssets: [ChapterAsset] = [],
    diagnostics: [Diagnostic], toolFailures: [ToolFailure] = [], runs: [TranscriptRun], typechecked: [TypecheckedBlock],
    scenarioTypechecks: [(Scenario, Result<[FolioError], ToolFailure>, CheckTiming)]
  ) -> CheckedBook {
    var checked = chapters.map(CheckedChapter.init)
    func place(_ block: CheckedBlock, at address: BlockAddress) {
      checked[address.chapter].blocks[address.block] = block
    }
    for run in runs {
      place(.transcript(run, outcome(of: run)), at: run.transcript.address)
    }
    for block in typechecked {
      let compiles = block.check.expectation == .compiles
      var outcome = CheckOutcome(
        kind: compiles ? .swiftBlock : .compileFail, location: block.check.location, problems: block.problems,
        toolFailure: block.toolFailure)
      outcome.timing = block.timing
      place(compiles ? .swift(block, outcome) : .compileFail(block, outcome), at: block.check.address)
    }
    for (scenario, verdict, timing) in scenarioTypechecks {
      guard let address = scenario.blocks.first?.address else { continue }
      var outcome: CheckOutcome
      switch verdict {
      case .success(let problems):
        outcome = CheckOutcome(kind: .scenarioTypecheck, location: scenario.location, problems: problems)
      case .failure(let failure):
        outcome = CheckOutcome(
          kind: .scenarioTypecheck, location: scenario.location, problems: [], toolFailure: failure)
      }
      outcome.timing = timing
      checked[address.chapter].scenarioTypechecks.append(outcome)
    }
    return CheckedBook(
      chapters: checked, landingPage: landingPage, landingAssets: landingAssets, diagnostics: diagnostics,
      toolFailures: toolFailures)
  }

  /// How a run compares with its transcript: its problems, and a diff when the real
  /// output disagrees (or the last lines it printed, when it stopped and agrees so far).
  ///
  /// A disagreement is its own error only when the run itself went well: after a failed
  /// action or a crash, the diff shows under that error instead, since `--update` (which
  /// the mismatch's hint offers) leaves such a transcript alone by design.
  static func outcome(of run: TranscriptRun) -> CheckOutcome {
    var outcome = compare(run)
    outcome.timing = run.timing
    return outcome
  }

  private static func compare(_ run: TranscriptRun) -> CheckOutcome {
    // A transcript Folio could not run has nothing to compare.
    if let failure = run.toolFailure {
      return CheckOutcome(kind: .transcript, location: run.transcript.location, problems: [], toolFailure: failure)
    }
    let expected = run.transcript.flattened
    let comparison = TranscriptComparison(transcript: run.transcript, real: run.real)
    var problems = run.problems
    var diff: UnifiedDiff?
    // A scenario that never ran has no output to compare: its errors say it all.
    let ran = !problems.contains { if case .compileError = $0 { return true } else { return false } }
    if ran && !comparison.matches {
      let made = UnifiedDiff(
        comparison: comparison,
        expectedLines: comparison.expected.indices.map { expected[$0].line },
        path: run.transcript.location.path, endLine: run.transcript.contentLines.upperBound)
      if problems.isEmpty { problems.append(.transcriptMismatch(made.location, scenario: run.transcript.scenario)) }
      diff = made
    }
    let stopped = problems.contains { problem in
      switch problem {
      case .scenarioCrashed, .scenarioTimedOut, .scenarioOutputTooLarge, .scenarioForgedEvents: return true
      default: return false
      }
    }
    let excerpt = stopped && diff == nil ? Array(run.realLines.suffix(CheckOutcome.excerptLength)) : nil
    return CheckOutcome(
      kind: .transcript, location: run.transcript.location, problems: problems, diff: diff, excerpt: excerpt)
  }
}
