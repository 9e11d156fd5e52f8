import FolioCore
import FolioToolchain
import Foundation

/// Everything `folio test` and `folio build` need to know to check a book.
public struct BookCheckOptions: Sendable {
  /// Chapter files or folders of chapters.
  var paths: [String]
  /// Rewrite disagreeing transcripts with the real output.
  var update: Bool
  /// Seconds each transcript may run.
  var timeout: Double
  /// Scratch folder for generated sources, executables and events (never `chapters/`).
  public var workDirectory: String
  /// Parallel compilers and scenario processes.
  var jobs: Int
  /// The compiler and engine; `nil` to discover them (``EngineLocation/discover(environment:)``).
  var engine: EngineLocation?
  /// The cache of compiled scenarios, runs and type checks (``BuildCache``).
  public var cacheDirectory: String
  /// swiftc's module cache (the system's and the engine's C modules): compiler state
  /// shared by every build, kept apart from Folio's own cache.
  public var moduleCacheDirectory: String
  /// Where progress goes.
  var progress: ProgressLog
  /// Whether every compile and scenario process runs in a ``Sandbox`` (the default);
  /// `false` only for machines without namespaces (`--no-sandbox`).
  var sandboxed: Bool
  /// The part of the book to check (`--shard I/N`), or `nil` for all of it.
  public var shard: Shard?
  /// The book's `folio.toml`, read and checked, or `nil` for a folder of chapters alone.
  public var config: BookConfigFile?
  /// Fail transcripts whose steps rely on a modelled engine rule (`--strict-evidence`,
  /// ``StrictEvidence``).
  public var strictEvidence = false
  /// Whether sandboxed transcripts run in forks of a server per scenario library
  /// (``ScenarioRunner/forkServers``); the command line turns it off with
  /// `FOLIO_FORK_SERVER=0`, which `make bench` uses to measure what the servers save.
  public var forkServers = true
  /// Whether a site will be drawn from this check's runs (`folio build`, `serve`): the
  /// cached runs' screens and traces are then decoded as they are read, not deferred.
  public var drawsSite = false
  /// The most the cache may hold after a check: past it, its least recently used entries
  /// are deleted (``BuildCache/keepWithin(_:buildStarted:)``); `FOLIO_CACHE_MAX_SIZE` sets it.
  package var cacheBound = ByteSize.defaultCacheBound

  /// Creates options with the command line's defaults: the work folder, the cache and
  /// swiftc's module cache, when not given, are in the book's ``BookWorkspace``.
  public init(
    paths: [String] = ["chapters"], update: Bool = false, timeout: Double = ScenarioRunner.defaultTimeout,
    workDirectory: String? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    engine: EngineLocation? = nil, cacheDirectory: String? = nil,
    moduleCacheDirectory: String? = nil, progress: ProgressLog = .silent, sandboxed: Bool = true,
    shard: Shard? = nil
  ) {
    let workspace = BookWorkspace(paths: paths)
    self.shard = shard
    self.sandboxed = sandboxed
    self.cacheDirectory = cacheDirectory ?? workspace.cacheDirectory
    self.moduleCacheDirectory = moduleCacheDirectory ?? workspace.moduleCacheDirectory
    self.progress = progress
    self.paths = paths
    self.update = update
    self.timeout = timeout
    self.workDirectory = workDirectory ?? workspace.workDirectory
    self.jobs = jobs
    self.engine = engine
  }
}

/// What checking a book produced: the checked book, and what the check did to get it.
public struct BookCheckResult: Sendable {
  /// The book, every block with what checking it found.
  public var book: CheckedBook
  /// The chapters rewritten by `--update`.
  public var updatedPaths: [String]
  /// What was compiled and run, and what came from the cache.
  var statistics = BuildStatistics()
  /// The run as data: what `--json` and `--junit` write and GitHub annotations show.
  public var results: BookResults
  /// How many times the check listed the whole cache for its bound: none when it wrote
  /// nothing to the cache and the bound did not fall, as a no-op build should.
  var cacheListings = 0

  /// The outcome of every check.
  var report: CheckReport { book.report }
  /// Every transcript's run, in book order.
  var runs: [TranscriptRun] { book.runs }
}

/// How much work a check did: what it compiled and ran, and what the cache spared it.
struct BuildStatistics: Equatable, Sendable {
  /// Scenarios compiled by this check.
  var scenariosCompiled = 0
  /// Scenarios whose library came from the cache.
  var scenariosCached = 0
  /// Transcripts run by this check.
  var transcriptsRun = 0
  /// Transcripts whose run came from the cache.
  var transcriptsCached = 0
}

/// The pipeline: load → extract → compile → run → check (→ update). Each stage is a
/// function from values to values; only loading, compiling, running and writing
/// updates touch files or processes.
public struct BookCheck: Sendable {
  /// The options.
  var options: BookCheckOptions

  /// Creates a check.
  public init(options: BookCheckOptions) {
    self.options = options
  }

  /// Runs the whole check.
  public func run() async -> BookCheckResult {
    let started = Date()
    // The compiler's and the engine's fingerprint (a short process and ~15 MB to hash)
    // is worked out while the chapters load.
    let discovered = Result { () throws(ToolFailure) -> EngineLocation in
      var engine: EngineLocation
      if let given = options.engine { engine = given } else { engine = try EngineLocation.discover() }
      if let mode = options.config?.config.swiftLanguageMode { engine.languageMode = mode }
      return engine
    }
    let cache = BuildCache(directory: absolute(options.cacheDirectory))
    let fingerprint = try? discovered.map { engine in Task { await engine.fingerprint(cache: cache) } }.get()
    // Chapter code never runs unconfined unless asked: no sandbox, no check. The
    // sandbox is proven while the book is read.
    let sandboxing =
      options.sandboxed ? try? discovered.map { engine in Task { await Sandbox.makeAside(engine: engine) } }.get() : nil
    let loaded = BookLoader(order: options.config?.config.order ?? []).load(options.paths)
    let whole = await loaded.book.chapters.concurrentMap(limit: options.jobs) { ScenarioExtractor.extract($0) }
    let diagnostics =
      loaded.diagnostics
      + [EmptyBook.diagnostic(whole, diagnostics: loaded.diagnostics, paths: options.paths)]
      .compactMap { $0 }
    let work = BuildFolder.create(in: absolute(options.workDirectory))
    defer { BuildFolder.remove(work) }
    let landingPage = loaded.book.landingPage
    // A shard checks its part of the book; the book, its diagnostics and its identity
    // stay whole, so every shard reports the same book.
    let units = ShardPlan.units(whole)
    let total = units.reduce(0) { $0 + $1.checks }
    var extracted = whole
    var shardPart: BookResults.ShardPart?
    if let shard = options.shard {
      let plan = ShardPlan(units: units, count: shard.count, costs: cache.costs(of: units))
      extracted = plan.part(whole, shard: shard.index)
      shardPart = BookResults.ShardPart(index: shard.index, count: shard.count, plan: StableHash.key(plan.digestText))
      let held = ShardPlan.units(extracted).reduce(0) { $0 + $1.checks }
      options.progress.line("Shard \(shard) holds \(held) of the book's \(total) checks")
    }
    let identity = BookResults.Book(paths: options.paths, digest: Self.digest(loaded.book), checks: total)
    func results(_ book: CheckedBook, engine: String?) -> BookResults {
      BookResults(book, book: identity, engine: engine, shard: shardPart, seconds: Date().timeIntervalSince(started))
    }

    let engine: EngineLocation
    let sandbox: Sandbox?
    do throws(ToolFailure) {
      engine = try discovered.get()
      sandbox = try await sandboxing?.value.get()
    } catch {
      // Nothing can be checked: every check is one Folio could not do.
      let book = BookChecker.check(
        extracted, landingPage: landingPage, landingAssets: loaded.book.landingAssets, diagnostics: diagnostics,
        toolFailures: [error],
        runs: extracted.flatMap(\.transcripts).map {
          TranscriptRun(
            transcript: $0, real: RealTranscript(stepCount: $0.steps.count), problems: [], toolFailure: error)
        },
        typechecked: extracted.flatMap(\.checks).map {
          TypecheckedBlock(check: $0, compilerErrors: [], toolFailure: error)
        },
        scenarioTypechecks: extracted.flatMap(\.scenarios).filter(\.transcripts.isEmpty).map {
          ($0, .failure(error), CheckTiming())
        })
      return BookCheckResult(book: book, updatedPaths: [], results: results(book, engine: nil))
    }

    // compile
    let compiling = StageProgress(log: options.progress, verb: ("Compiling", "Compiled"), noun: "scenarios")
    // Compiles confined to another identity (folio runs as root) keep a module cache of
    // their own, which folio's unconfined compiles never write into.
    let moduleCache = absolute(options.moduleCacheDirectory) + (sandbox?.user.map { "-\($0.identity.uid)" } ?? "")
    let compiler = ScenarioCompiler(
      engine: engine, cache: cache, workDirectory: work, moduleCache: moduleCache,
      jobs: options.jobs, sandbox: sandbox, progress: compiling, fingerprint: fingerprint)
    let scenarios = extracted.flatMap(\.scenarios)
    // The host builds and the blocks type-check while the scenarios compile; the
    // scenarios' modules take their places for the cores first, being the longest.
    let hostBuild = Task { () async -> Result<String, ToolFailure> in
      do throws(ToolFailure) { return .success(try await ScenarioHost.executable(for: engine, scratch: work)) } catch {
        return .failure(error)
      }
    }
    let queued = await compiler.queue(scenarios.filter { !$0.transcripts.isEmpty })
    async let typechecked = compiler.typecheck(extracted.flatMap(\.checks))
    let unrun = scenarios.filter(\.transcripts.isEmpty)
    async let scenarioTypechecks = unrun.concurrentMap(limit: max(1, unrun.count)) { scenario in
      let verdict = await compiler.typecheck(scenario)
      return (scenario, verdict.errors, verdict.timing)
    }

    // run, each scenario's transcripts as soon as its library is ready
    let running = StageProgress(log: options.progress, verb: ("Running", "Ran"), noun: "transcripts")
    var runner = ScenarioRunner(
      workDirectory: work, timeout: options.timeout, jobs: options.jobs, cache: cache, sandbox: sandbox,
      progress: running)
    runner.forkServers = options.forkServers
    runner.readsSiteEvents = options.drawsSite
    let (compiled, ran) = await runner.run(compiling: queued, with: compiler, hostBuild: hostBuild)
    var runs = ran
    // A scenario's compile time counts on its first transcript, so timings add up.
    var first = 0
    for scenario in compiled {
      if case .success(let library) = scenario.library, first < runs.count, library.compileSeconds > 0 {
        runs[first].timing.compileSeconds = library.compileSeconds
        runs[first].timing.cached = false
      }
      first += scenario.scenario.transcripts.count
    }
    options.progress.line(
      "Checked \(extracted.count) chapters in \(String(format: "%.2f", Date().timeIntervalSince(started))) s"
        + " (compile \(String(format: "%.2f", compiling.seconds)) s, run \(String(format: "%.2f", running.seconds)) s)")

    if options.strictEvidence {
      for index in runs.indices { runs[index].problems += StrictEvidence.problems(of: runs[index]) }
    }
    // check, then update
    var book = BookChecker.check(
      extracted, landingPage: landingPage, landingAssets: loaded.book.landingAssets, diagnostics: diagnostics,
      runs: runs,
      typechecked: await typechecked,
      scenarioTypechecks: await scenarioTypechecks)
    let updated = options.update ? TranscriptUpdate.apply(to: &book) : []
    let statistics = BuildStatistics(
      scenariosCompiled: compiling.total - compiling.cached, scenariosCached: compiling.cached,
      transcriptsRun: running.total - running.cached, transcriptsCached: running.cached)
    var engineDigest: String?
    if let fingerprint { engineDigest = StableHash.key(await fingerprint.value) }
    let made = results(book, engine: engineDigest)
    // Only a whole book's run records costs: shards read them, and must all read the same.
    if options.shard == nil { cache.recordCosts(made) }
    switch cache.keepWithin(options.cacheBound, buildStarted: started) {
    case .success(let pruned?):
      options.progress.line(
        "Pruned the cache to its bound of \(options.cacheBound.readable): removed \(pruned.removed.described)")
    case .success(.none): break
    case .failure(let refusal): options.progress.line("The cache was not pruned: \(refusal.message)")
    }
    return BookCheckResult(
      book: book, updatedPaths: updated, statistics: statistics, results: made, cacheListings: cache.listings)
  }

  /// The SHA-256 of the book's chapters: each one's path and bytes, in book order (the
  /// landing page holds no check).
  static func digest(_ book: Book) -> String {
    var parts: [Data] = []
    for chapter in book.chapters {
      parts.append(Data("\(chapter.path.utf8.count):\(chapter.path)\(chapter.source.utf8.count):".utf8))
      parts.append(Data(chapter.source.utf8))
    }
    return StableHash.digest(parts)
  }

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}
