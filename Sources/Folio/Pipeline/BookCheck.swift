import Foundation

/// Everything `folio test` and `folio build` need to know to check a book.
public struct BookCheckOptions: Sendable {
  /// Chapter files or folders of chapters.
  public var paths: [String]
  /// Rewrite disagreeing transcripts with the real output.
  public var update: Bool
  /// Seconds each transcript may run.
  public var timeout: Double
  /// Scratch folder for generated sources, executables and events (never `chapters/`).
  public var workDirectory: String
  /// Parallel compilers and scenario processes.
  public var jobs: Int
  /// The compiler and engine; `nil` to discover them (``EngineLocation/discover(environment:)``).
  public var engine: EngineLocation?
  /// The cache of compiled scenarios, runs and type checks (``BuildCache``).
  public var cacheDirectory: String
  /// swiftc's module cache (the system's and the engine's C modules): compiler state
  /// shared by every build, kept apart from Folio's own cache.
  public var moduleCacheDirectory: String
  /// Where progress goes.
  public var progress: ProgressLog
  /// Whether every compile and scenario process runs in a ``Sandbox`` (the default);
  /// `false` only for machines without namespaces (`--no-sandbox`).
  public var sandboxed: Bool

  /// Creates options with the command line's defaults.
  public init(
    paths: [String] = ["chapters"], update: Bool = false, timeout: Double = ScenarioRunner.defaultTimeout,
    workDirectory: String = ".build/folio-work", jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    engine: EngineLocation? = nil, cacheDirectory: String = BuildCache.defaultDirectory,
    moduleCacheDirectory: String = ".build/folio-module-cache", progress: ProgressLog = .silent, sandboxed: Bool = true
  ) {
    self.sandboxed = sandboxed
    self.cacheDirectory = cacheDirectory
    self.moduleCacheDirectory = moduleCacheDirectory
    self.progress = progress
    self.paths = paths
    self.update = update
    self.timeout = timeout
    self.workDirectory = workDirectory
    self.jobs = jobs
    self.engine = engine
  }
}

/// What checking a book produced: the report, and the values the site is drawn from.
public struct BookCheckResult: Sendable {
  /// The loaded book.
  public var book: Book
  /// Each chapter's scenarios, transcripts and checks.
  public var contents: [ChapterContents]
  /// Each transcript's run.
  public var runs: [TranscriptRun]
  /// Each standalone block's compiler result.
  public var blocks: [CheckedBlock]
  /// The chapters rewritten by `--update`.
  public var updatedPaths: [String]
  /// The outcome of every check.
  public var report: CheckReport
  /// What was compiled and run, and what came from the cache.
  public var statistics = BuildStatistics()
}

/// How much work a check did: what it compiled and ran, and what the cache spared it.
public struct BuildStatistics: Equatable, Sendable {
  /// Scenarios compiled by this check.
  public var scenariosCompiled = 0
  /// Scenarios whose library came from the cache.
  public var scenariosCached = 0
  /// Transcripts run by this check.
  public var transcriptsRun = 0
  /// Transcripts whose run came from the cache.
  public var transcriptsCached = 0
}

/// The pipeline: load → extract → compile → run → check (→ update). Each stage is a
/// function from values to values; only loading, compiling, running and writing
/// updates touch files or processes.
public struct BookCheck: Sendable {
  /// The options.
  public var options: BookCheckOptions

  /// Creates a check.
  public init(options: BookCheckOptions) {
    self.options = options
  }

  /// Runs the whole check.
  public func run() async -> BookCheckResult {
    let started = Date()
    // The compiler's and the engine's fingerprint (a short process and ~15 MB to hash)
    // is worked out while the chapters load.
    let discovered = Result { () throws(FolioError) -> EngineLocation in
      if let given = options.engine { return given }
      return try EngineLocation.discover()
    }
    let fingerprint = try? discovered.map { engine in Task { await engine.fingerprint() } }.get()
    let loaded = BookLoader().load(options.paths)
    let contents = await loaded.book.chapters.concurrentMap(limit: options.jobs) { ScenarioExtractor.extract($0) }
    var diagnostics = loaded.diagnostics + contents.flatMap(\.diagnostics)
    let work = BuildFolder.create(in: absolute(options.workDirectory))
    defer { BuildFolder.remove(work) }
    let cache = BuildCache(directory: absolute(options.cacheDirectory))

    let engine: EngineLocation
    let sandbox: Sandbox?
    do throws(FolioError) {
      engine = try discovered.get()
      // Chapter code never runs unconfined unless asked: no sandbox, no check.
      sandbox = options.sandboxed ? try Sandbox.make(engine: engine) : nil
    } catch {
      diagnostics.append(Diagnostic(error))
      let report = CheckReport(diagnostics: diagnostics, outcomes: [])
      return BookCheckResult(
        book: loaded.book, contents: contents, runs: [], blocks: [], updatedPaths: [], report: report)
    }

    // compile
    let compiling = StageProgress(log: options.progress, verb: ("Compiling", "Compiled"), noun: "scenarios")
    // Compiles confined to another identity (folio runs as root) keep a module cache of
    // their own, which folio's unconfined compiles never write into.
    let moduleCache = absolute(options.moduleCacheDirectory) + (sandbox?.user.map { "-\($0.identity.uid)" } ?? "")
    let compiler = ScenarioCompiler(
      engine: engine, cache: cache, workDirectory: work, moduleCache: moduleCache,
      jobs: options.jobs, sandbox: sandbox, progress: compiling, fingerprint: fingerprint)
    let transcripts = contents.flatMap(\.transcripts)
    let scenarios = contents.flatMap(\.scenarios)
    let isRun = { (scenario: Scenario) in
      transcripts.contains { $0.scenario == scenario.name && $0.location.path == scenario.chapterPath }
    }
    // The host builds and the blocks type-check while the scenarios compile.
    let hostBuild = Task { () async -> Result<String, FolioError> in
      do throws(FolioError) { return .success(try await ScenarioHost.executable(for: engine, scratch: work)) } catch {
        return .failure(error)
      }
    }
    async let checkedBlocks = compiler.typecheck(contents.flatMap(\.checks))
    let unrun = scenarios.filter { !isRun($0) }
    async let checkedScenarios = unrun.concurrentMap(limit: max(1, unrun.count)) { scenario in
      CheckOutcome(kind: .scenarioTypecheck, location: scenario.location, problems: await compiler.typecheck(scenario))
    }
    let compiled = await compiler.compile(scenarios.filter(isRun))
    let (blocks, typechecks) = await (checkedBlocks, checkedScenarios)

    // run
    var host: String?
    if compiled.contains(where: { if case .success = $0.library { true } else { false } }) {
      switch await hostBuild.value {
      case .success(let path): host = path
      case .failure(let error): diagnostics.append(Diagnostic(error))
      }
    }
    let running = StageProgress(log: options.progress, verb: ("Running", "Ran"), noun: "transcripts")
    let runner = ScenarioRunner(
      workDirectory: work, timeout: options.timeout, jobs: options.jobs, host: host, cache: cache, sandbox: sandbox,
      progress: running)
    let pending = transcripts.compactMap { transcript -> (transcript: Transcript, compiled: CompiledScenario)? in
      compiled.first { $0.scenario.name == transcript.scenario && $0.scenario.chapterPath == transcript.location.path }
        .map { (transcript, $0) }
    }
    let runs = await runner.run(pending)
    options.progress.line(
      "Checked \(contents.count) chapters in \(String(format: "%.2f", Date().timeIntervalSince(started))) s"
        + " (compile \(String(format: "%.2f", compiling.seconds)) s, run \(String(format: "%.2f", running.seconds)) s)")

    // check, then update
    var outcomes = Self.check(runs: runs, blocks: blocks) + typechecks
    var updated: [String] = []
    if options.update {
      let (updatedOutcomes, paths, errors) = applyUpdates(runs: runs, outcomes: outcomes, contents: contents)
      outcomes = updatedOutcomes
      updated = paths
      diagnostics += errors
    }
    outcomes.sort { $0.location < $1.location }
    diagnostics.sort { $0.location < $1.location }
    let statistics = BuildStatistics(
      scenariosCompiled: compiling.total - compiling.cached, scenariosCached: compiling.cached,
      transcriptsRun: running.total - running.cached, transcriptsCached: running.cached)
    return BookCheckResult(
      book: loaded.book, contents: contents, runs: runs, blocks: blocks, updatedPaths: updated,
      report: CheckReport(diagnostics: diagnostics, outcomes: outcomes), statistics: statistics)
  }

  // MARK: - Stages

  /// The `check` stage: compares every run with its transcript and every block with
  /// its expectation. Pure.
  public static func check(runs: [TranscriptRun], blocks: [CheckedBlock]) -> [CheckOutcome] {
    let transcriptOutcomes = runs.map { run -> CheckOutcome in
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
        problems.append(.transcriptMismatch(made.location, scenario: run.transcript.scenario))
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
    let blockOutcomes = blocks.map { block -> CheckOutcome in
      let kind: CheckOutcome.Kind = block.check.expectation == .compiles ? .swiftBlock : .compileFail
      return CheckOutcome(kind: kind, location: block.check.location, problems: block.problems)
    }
    return transcriptOutcomes + blockOutcomes
  }

  /// `--update`: rewrites each chapter whose transcripts disagree after a clean run, and
  /// marks those transcripts as agreeing. A transcript whose run crashed, timed out or
  /// had a failing action is left as written: its other problems come first.
  private func applyUpdates(runs: [TranscriptRun], outcomes: [CheckOutcome], contents: [ChapterContents])
    -> ([CheckOutcome], [String], [Diagnostic])
  {
    var outcomes = outcomes
    var paths: [String] = []
    var errors: [Diagnostic] = []
    for chapter in contents.map(\.chapter) {
      let indices = outcomes.indices.filter {
        outcomes[$0].kind == .transcript && outcomes[$0].diff != nil && outcomes[$0].location.path == chapter.path
      }
      // Only a run that finished cleanly has the whole real output: a crashed, stopped
      // or failing run would replace what the author wrote with a fragment.
      let repairable = indices.filter { index in
        runs.contains { $0.transcript.location == outcomes[index].location && $0.problems.isEmpty }
      }
      let stale = repairable.compactMap { index in runs.first { $0.transcript.location == outcomes[index].location } }
      guard !stale.isEmpty else { continue }
      do {
        try TranscriptUpdater.write(
          TranscriptUpdater.update(source: chapter.source, runs: stale), to: chapter.path, replacing: chapter.source)
        paths.append(chapter.path)
        for index in repairable {
          outcomes[index].diff = nil
          outcomes[index].problems.removeAll { if case .transcriptMismatch = $0 { return true } else { return false } }
        }
      } catch {
        errors.append(Diagnostic(error))
      }
    }
    return (outcomes, paths, errors)
  }

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}
