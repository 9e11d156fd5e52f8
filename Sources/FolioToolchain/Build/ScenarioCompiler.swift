import FolioCore
import Foundation

/// Compiles scenarios into shared libraries, and type-checks standalone blocks: the
/// `compile` stage.
///
/// A scenario already in the cache is not compiled again. The others follow a
/// ``CompilePlan``: many at once compile in batches (one module per core, each scenario
/// in its own file with its declarations file-private, see ``FileScopedSource``); a few
/// compile alone. A batch that fails is never the last word: the scenarios its errors
/// point at compile alone, so each error reads as it would for that scenario by itself,
/// and the rest are batched again once, then compiled alone if that fails too. So a
/// broken scenario can neither break another's result nor move its error.
public struct ScenarioCompiler: Sendable {
  /// The compiler and engine to use.
  var engine: EngineLocation
  /// Where compiled libraries and compiler verdicts are kept between builds.
  var cache: BuildCache
  /// Where this build's generated sources and objects go (never the chapters folder).
  var workDirectory: String
  /// swiftc's own cache of the system's and the engine's C modules.
  var moduleCache: String
  /// How many compilers run at once.
  var jobs: Int
  /// The sandbox every compile and link runs in, or `nil` for none (`--no-sandbox`).
  var sandbox: Sandbox?
  /// Told as each scenario is compiled.
  var progress: StageProgress?
  /// The cores: every swiftc this compiler starts, for batches, fallbacks or type
  /// checks, waits for one.
  let slots: JobSlots
  /// What besides its source a compiled scenario or a type-checked unit depends on,
  /// worked out once per build, when the first key is needed (``KeyContext``).
  private let context: Once<KeyContext>

  /// Creates a compiler. `fingerprint` is `engine`'s fingerprint if the caller has
  /// already started working it out (``EngineLocation/fingerprint()``).
  public init(
    engine: EngineLocation, cache: BuildCache, workDirectory: String, moduleCache: String,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, sandbox: Sandbox? = nil, progress: StageProgress? = nil,
    fingerprint: Task<String, Never>? = nil
  ) {
    self.engine = engine
    self.sandbox = sandbox
    self.cache = cache
    self.workDirectory = workDirectory
    self.moduleCache = moduleCache
    self.jobs = jobs
    self.progress = progress
    slots = JobSlots(jobs)
    context = Once { [engine, cache] in
      if let fingerprint { return KeyContext(engine: engine, fingerprint: await fingerprint.value) }
      return KeyContext(engine: engine, fingerprint: await engine.fingerprint(cache: cache))
    }
  }

  /// The part of every key that is not the source: the flags, with the engine's paths
  /// left out (``EngineLocation/anywhere``), and the compiler's and engine's fingerprint.
  /// No path of this machine or checkout is in it, so a cache carried to another clone
  /// or machine with the same compiler and engine bytes finds its entries.
  struct KeyContext: Sendable {
    /// The compiler's and the engine's fingerprint (``EngineLocation/fingerprint()``).
    var fingerprint: String
    /// For a scenario library.
    var module: String
    /// For a type-checked unit.
    var typecheck: String
    /// For a program's library (its entry symbol is added to each key).
    var program: String
    /// For a type-checked program.
    var programTypecheck: String

    init(engine: EngineLocation, fingerprint: String) {
      self.fingerprint = fingerprint
      let anywhere = engine.anywhere
      let key = { (arguments: [String]) in arguments.joined(separator: " ") + "\u{0}" + fingerprint }
      module = key(anywhere.moduleArguments(sources: [], object: "", moduleCache: ""))
      typecheck = key(anywhere.typecheckArguments(source: "", moduleCache: ""))
      program = key(anywhere.programArguments(source: "", object: "", moduleCache: "", entry: ""))
      programTypecheck = key(anywhere.typecheckArguments(source: "", moduleCache: "", program: true))
    }
  }

  /// This build's key context.
  func keyContext() async -> KeyContext { await context.value }

  /// The engine to compile in `mode` (the book's when `nil`), and what that adds to a
  /// key: nothing in the book's mode, the flag otherwise, so that the same source in
  /// another mode is another entry.
  func modeEngine(_ mode: SwiftLanguageMode?) -> (engine: EngineLocation, keySuffix: String) {
    guard let mode, mode != engine.languageMode else { return (engine, "") }
    var chosen = engine
    chosen.languageMode = mode
    return (chosen, "\u{0}-swift-version \(mode.rawValue)")
  }

  /// One scenario's sources and key.
  struct Unit: Sendable {
    var scenario: Scenario
    /// Its library source, compiled alone.
    var source: String
    /// Its source for a batch, or `nil` if it may only compile alone.
    var fileScopedSource: String?
    var key: String
    var symbol: String
    var sourceMap: SourceMap
    /// Whether it is a program: its source is a `main.swift`, compiled alone.
    var isProgram: Bool { scenario.isProgram }
    /// The engine it compiles with: the book's, or one in the scenario's own mode.
    var engine: EngineLocation
    /// Whether it compiles in another language mode than the book's: then alone, by
    /// swiftc, since a module has one mode and the stored frontend plan is the book's.
    var hasOwnMode: Bool
  }

  /// The unit of `scenario`, with its cache key. Its file-scoped form is made only
  /// when it must be compiled in a batch.
  func unit(_ scenario: Scenario, context: KeyContext) -> Unit {
    let symbol = ScenarioSource.entrySymbol(for: scenario)
    let source = ScenarioSource.library(for: scenario, symbol: symbol)
    let (engine, mode) = modeEngine(scenario.languageMode)
    // A program's symbol is a flag, not part of its source.
    let key =
      scenario.isProgram
      ? StableHash.key(source + "\u{0}" + symbol + "\u{0}" + context.program + mode)
      : StableHash.key(source + "\u{0}" + context.module + mode)
    return Unit(
      scenario: scenario, source: source, fileScopedSource: nil, key: key, symbol: symbol,
      sourceMap: ScenarioSource.sourceMap(for: scenario), engine: engine, hasOwnMode: !mode.isEmpty)
  }

  /// A compile planned, its modules holding their places for the cores
  /// (``JobSlots/reserve(_:)``): what ``queue(_:)`` makes and `compile(_:)` builds.
  /// Jobs asked for after it, such as type checks, wait behind its modules.
  public struct Queued: Sendable {
    fileprivate var units: [Unit]
    fileprivate var results: [Result<ScenarioLibrary, CompileFailure>?]
    fileprivate var missing: [Int]
    fileprivate var plan: CompilePlan
    fileprivate var reservations: [JobSlots.Reservation]
    fileprivate var frontend: FrontendPlan

    /// The scenarios queued, in the order ``compile(_:ready:)`` indexes them.
    var scenarios: [Scenario] { units.map(\.scenario) }

    /// Whether a library a fork server may run is to be linked: a planned module of
    /// scenarios (a program runs as a process of its own).
    var linksServableLibrary: Bool {
      plan.modules.contains { $0.contains { !units[missing[$0]].isProgram } }
    }
  }

  /// A scenario whose compile is over, by its index in ``Queued/scenarios``.
  struct ReadyScenario: Sendable {
    /// Its index among the queued scenarios.
    var index: Int
    /// Its library, or why there is none.
    var compiled: CompiledScenario

    init(_ index: Int, _ compiled: CompiledScenario) {
      self.index = index
      self.compiled = compiled
    }
  }

  /// Looks each scenario up in the cache and plans the modules of the others, taking
  /// their places for the cores now; nothing is compiled yet.
  public func queue(_ scenarios: [Scenario]) async -> Queued {
    let context = scenarios.isEmpty ? nil : await keyContext()
    var units = context.map { context in scenarios.map { unit($0, context: context) } } ?? []
    var results = [Result<ScenarioLibrary, CompileFailure>?](repeating: nil, count: units.count)
    for (index, unit) in units.enumerated() {
      if let path = cache.library(forScenario: unit.key) {
        results[index] = .success(ScenarioLibrary(path: path, symbol: unit.symbol, key: unit.key))
      }
    }
    let missing = units.indices.filter { results[$0] == nil }
    if missing.count > jobs {
      for index in missing where !units[index].hasOwnMode {
        units[index].fileScopedSource = ScenarioSource.fileScopedLibrary(
          for: units[index].scenario, symbol: units[index].symbol)
      }
    }
    progress?.start(total: units.count, done: units.count - missing.count)
    let plan = CompilePlan.make(
      sizes: missing.map { units[$0].source.utf8.count }, batchable: missing.map { units[$0].fileScopedSource != nil },
      jobs: jobs)
    let reservations = await slots.reserve(plan.modules.count)
    return Queued(
      units: units, results: results, missing: missing, plan: plan, reservations: reservations,
      frontend: missing.isEmpty ? .none : frontendPlan(fingerprint: context?.fingerprint ?? ""))
  }

  /// The stored frontend plan, or else the driver asked for one now (``FrontendPlan``).
  private func frontendPlan(fingerprint: String) -> FrontendPlan {
    if let stored = FrontendCommand.stored(
      engine: engine, moduleCache: moduleCache, fingerprint: fingerprint, cache: cache)
    {
      return .stored(stored)
    }
    return .asked(
      Task { [engine, moduleCache, cache, planning = confinement(writable: [])] in
        await FrontendCommand.load(
          engine: engine, moduleCache: moduleCache, fingerprint: fingerprint, cache: cache, confinement: planning)
      })
  }

  /// Compiles what ``queue(_:)`` planned, each module in its place. `ready` is told the
  /// scenarios found in the cache at once, then each module's as it is linked (or has
  /// failed for good), by their index in ``Queued/scenarios``: the run stage starts on
  /// them while the other modules compile.
  func compile(
    _ queued: Queued, ready: (@Sendable ([ReadyScenario]) -> Void)? = nil
  ) async -> [CompiledScenario] {
    let (units, missing, frontend) = (queued.units, queued.missing, queued.frontend)
    let compiled = { (index: Int, library: Result<ScenarioLibrary, CompileFailure>) in
      CompiledScenario(scenario: units[index].scenario, library: library, sourceMap: units[index].sourceMap)
    }
    var results = queued.results
    let cached = results.indices.compactMap { index in
      results[index].map { ReadyScenario(index, compiled(index, $0)) }
    }
    if !cached.isEmpty { ready?(cached) }
    let built = await withTaskGroup(of: [(Int, Result<ScenarioLibrary, CompileFailure>)].self) { group in
      for (module, reservation) in zip(queued.plan.modules, queued.reservations) {
        let members = module.map { missing[$0] }
        group.addTask {
          await self.build(members.map { ($0, units[$0]) }, frontend: frontend, retry: true, place: reservation)
        }
      }
      var all: [(Int, Result<ScenarioLibrary, CompileFailure>)] = []
      for await done in group {
        ready?(done.map { ReadyScenario($0.0, compiled($0.0, $0.1)) })
        all += done
      }
      return all
    }
    for (index, result) in built { results[index] = result }
    // The plan is stored for the next build even when no module here used it.
    _ = await frontend.command
    progress?.finish()
    return units.indices.map { compiled($0, results[$0]!) }
  }

  // MARK: - Modules

  /// Builds `members` as one module (or alone, if one), falling back as the type's
  /// documentation says when a batch fails.
  private func build(
    _ members: [(Int, Unit)], frontend: FrontendPlan, retry: Bool, place: JobSlots.Reservation? = nil
  ) async -> [(Int, Result<ScenarioLibrary, CompileFailure>)] {
    let batched = members.count > 1
    let (outcome, seconds) = await slots.run(place) {
      let started = ContinuousClock.now
      let outcome = await self.buildModule(members.map(\.1), fileScoped: batched, frontend: frontend)
      return (outcome, (ContinuousClock.now - started).seconds)
    }
    if case .success(let path) = outcome {
      progress?.advance(by: members.count)
      let size = Double(max(1, members.reduce(0) { $0 + $1.1.source.utf8.count }))
      return members.map { index, unit in
        let share = seconds * Double(unit.source.utf8.count) / size
        return (index, .success(ScenarioLibrary(path: path, symbol: unit.symbol, key: unit.key, compileSeconds: share)))
      }
    }
    guard case .failure(let failure) = outcome else { return [] }
    // Folio could not build the module: splitting it would fail the same way.
    if let toolFailure = failure.toolFailure {
      progress?.advance(by: members.count)
      return members.map { ($0.0, .failure(CompileFailure(errors: [], toolFailure: toolFailure))) }
    }
    let errors = failure.messages
    if !batched, let (index, unit) = members.first {
      progress?.advance(by: 1)
      let located = CompilerMessage.errors(errors, sourceMap: unit.sourceMap, fallback: unit.scenario.location)
      return [(index, .failure(CompileFailure(errors: located)))]
    }
    // The scenarios the errors point at compile alone; the others may batch again, once.
    let pointed = Set(errors.compactMap { $0.location?.path })
    let suspects = members.filter { !Set($0.1.sourceMap.blocks.keys).isDisjoint(with: pointed) }
    let others = members.filter { member in !suspects.contains { $0.0 == member.0 } }
    let groups =
      retry && !suspects.isEmpty && others.count > 1 ? suspects.map { [$0] } + [others] : members.map { [$0] }
    return await withTaskGroup(of: [(Int, Result<ScenarioLibrary, CompileFailure>)].self) { group in
      for module in groups { group.addTask { await self.build(module, frontend: frontend, retry: false) } }
      var all: [(Int, Result<ScenarioLibrary, CompileFailure>)] = []
      for await done in group { all += done }
      return all
    }
  }

  /// Compiles and links one module into the cache; its library path, or the
  /// compiler's messages.
  private func buildModule(_ units: [Unit], fileScoped: Bool, frontend: FrontendPlan) async -> Result<
    String, ModuleFailure
  > {
    let name = StableHash.key(units.map(\.key).joined(separator: ",") + (fileScoped ? "+" : ""))
    let folder = "\(workDirectory)/modules/\(name)"
    let files = FileManager.default
    try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var sources: [String] = []
    for (index, unit) in units.enumerated() {
      let path = unit.isProgram ? "\(folder)/main.swift" : "\(folder)/scenario\(index).swift"
      let text = fileScoped ? unit.fileScopedSource ?? unit.source : unit.source
      guard files.createFile(atPath: path, contents: Data(text.utf8)) else {
        return .failure(ModuleFailure(tool: ToolFailure("cannot write \(path)")))
      }
      sources.append(path)
    }
    let object = folder + "/module.o"
    // A program compiles alone, by swiftc: the stored frontend plan is a library module's.
    // So does a scenario in a mode of its own (never batched): the plan is the book's mode.
    let program = units.count == 1 && units[0].isProgram ? units[0].symbol : nil
    let alone = units.count == 1 ? units[0] : nil
    let engine = alone?.engine ?? self.engine
    let planned = program != nil || alone?.hasOwnMode == true ? nil : await frontend.command
    let command =
      program.map {
        (
          engine.swiftc,
          engine.programArguments(source: sources[0], object: object, moduleCache: moduleCache, entry: $0)
        )
      }
      ?? planned.map { ($0.executable, $0.arguments(sources: sources, object: object)) }
      ?? (engine.swiftc, engine.moduleArguments(sources: sources, object: object, moduleCache: moduleCache))
    // Kept with the logs (`FOLIO_KEEP_WORK`): which program compiled the module, and how.
    _ = files.createFile(
      atPath: folder + "/command", contents: Data(([command.0] + command.1).joined(separator: "\n").utf8))
    let compiled = await runCompiler(command, logPrefix: folder + "/swiftc", writable: [folder, moduleCache])
    if let toolFailure = compiled.toolFailure { return .failure(ModuleFailure(tool: toolFailure)) }
    guard compiled.succeeded else { return .failure(ModuleFailure(compiled.messages)) }
    let linked = folder + "/module.so"
    let linkErrors: [CompilerMessage]
    do throws(ToolFailure) {
      linkErrors = try await LibraryLinker(engine: engine).link(
        object: object, output: linked, logPrefix: folder + "/ld", confinement: confinement(writable: [folder]))
    } catch {
      return .failure(ModuleFailure(tool: error))
    }
    guard linkErrors.isEmpty else { return .failure(ModuleFailure(linkErrors)) }
    guard let path = cache.storeLibrary(at: linked, scenarios: units.map(\.key)) else {
      return .failure(ModuleFailure(tool: ToolFailure("cannot write to the cache \(cache.directory)")))
    }
    return .success(path)
  }

  /// Why a module did not build: the compiler's messages, or what kept Folio from
  /// building it.
  private struct ModuleFailure: Error {
    var messages: [CompilerMessage]
    var toolFailure: ToolFailure?
    init(_ messages: [CompilerMessage]) { self.messages = messages }
    init(tool: ToolFailure) {
      messages = []
      toolFailure = tool
    }
  }

  /// How a compile or link is confined: it reads the toolchain and the engine (the
  /// sandbox's own folders) and writes only `writable`, its work folder and swiftc's
  /// module cache; `nil` without a sandbox.
  func confinement(writable: [String]) -> Sandbox.Confinement? {
    sandbox.map {
      Sandbox.Confinement(
        sandbox: $0, writable: writable, limits: .compile, path: [engine.toolchainBin],
        workingDirectory: FileManager.default.currentDirectoryPath)
    }
  }

  /// Runs swiftc, confined to writing `writable`; whether it succeeded, what it said,
  /// and its messages, or what kept it from starting.
  func runCompiler(
    _ command: (executable: String, arguments: [String]), logPrefix: String, writable: [String]
  ) async -> (succeeded: Bool, toolFailure: ToolFailure?, output: String, messages: [CompilerMessage]) {
    do {
      let outcome = try await ChildProcess(
        executable: command.executable, arguments: command.arguments, outputPrefix: logPrefix,
        confinement: confinement(writable: writable)
      ).run()
      // bubblewrap speaks first when it cannot set the sandbox up (a folder it cannot
      // bind): before the compiler runs, so no chapter's code can have written it.
      if !outcome.succeeded, sandbox != nil, outcome.stderr.hasPrefix("bwrap: ") {
        let said = outcome.stderr.prefix { $0 != "\n" }
        return (false, Sandbox.unavailable(String(said), fix: nil), "", [])
      }
      let output = outcome.stderr + "\n" + outcome.stdout
      var messages = CompilerMessage.parse(output).filter { $0.severity == "error" }
      if !outcome.succeeded && messages.isEmpty {
        messages = [
          CompilerMessage(
            severity: "error", location: nil,
            message: "swiftc failed: \(outcome.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        ]
      }
      return (outcome.succeeded, nil, output, messages)
    } catch {
      return (false, error, "", [])
    }
  }
}
