import FolioCore
import Foundation
import ScenarioWire

/// The run stage as a whole: which transcripts run when, in which slots, and which are
/// read from the cache instead (one transcript's run is ``ScenarioRunner``'s own file).
extension ScenarioRunner {
  /// Runs every transcript of the compiled scenarios against its scenario's library, in
  /// parallel: the runs in the order of the scenarios and, within one, of its transcripts.
  ///
  /// - Parameter compiled: The compile stage's scenarios; one that did not compile fails
  ///   its transcripts with the compiler's errors.
  public func run(_ compiled: [CompiledScenario]) async -> [TranscriptRun] {
    let (ready, arrive) = AsyncStream.makeStream(of: [ScenarioCompiler.ReadyScenario].self)
    arrive.yield(compiled.enumerated().map { ScenarioCompiler.ReadyScenario($0.offset, $0.element) })
    arrive.finish()
    return await run(compiled.map(\.scenario), as: ready, slots: JobSlots(jobs), hostBuild: nil, spareServer: false)
  }

  /// Compiles what `queued` planned and runs each scenario's transcripts as soon as its
  /// library is ready, on the compiler's cores: a module's transcripts (and the cached
  /// runs' reading) take a core another module has left, never one a compile is waiting
  /// for. The host is `hostBuild`'s, waited for when the first library is ready.
  ///
  /// Measured here (2 cores, release): the cached runs of a scenario edit are read while
  /// its scenario compiles, rather than after.
  public func run(
    compiling queued: ScenarioCompiler.Queued, with compiler: ScenarioCompiler,
    hostBuild: Task<Result<String, ToolFailure>, Never>
  ) async -> (compiled: [CompiledScenario], runs: [TranscriptRun]) {
    let (ready, arrive) = AsyncStream.makeStream(of: [ScenarioCompiler.ReadyScenario].self)
    async let compiled = Self.compile(queued, with: compiler, telling: arrive)
    let runs = await run(
      queued.scenarios, as: ready, slots: compiler.slots, hostBuild: hostBuild,
      spareServer: queued.linksServableLibrary)
    return (await compiled, runs)
  }

  private static func compile(
    _ queued: ScenarioCompiler.Queued, with compiler: ScenarioCompiler,
    telling arrive: AsyncStream<[ScenarioCompiler.ReadyScenario]>.Continuation
  ) async -> [CompiledScenario] {
    let compiled = await compiler.compile(queued) { arrive.yield($0) }
    arrive.finish()
    return compiled
  }

  /// Runs the transcripts of `scenarios` as each arrives compiled from `ready`, at most
  /// one per slot of `slots` (and one more while only runs hold them: ``JobSlots/Job/run``),
  /// reading a run from the cache where it is there.
  ///
  /// With `spareServer` (a library is yet to be linked), a fork server starts before it
  /// is (``ScenarioServers``), in a run's slot behind the runs of the first scenarios to
  /// arrive: it takes no core from a compile or a run at hand. Measured (release, a
  /// scenario edit of the 200-scenario book, 16 in turns): from the frontend's end to
  /// folio's, 145 ms fell to 105; started with the stage instead, beside the compiler's
  /// start and the cached runs, it put 20 ms before the frontend.
  func run(
    _ scenarios: [Scenario], as ready: AsyncStream<[ScenarioCompiler.ReadyScenario]>, slots: JobSlots,
    hostBuild: Task<Result<String, ToolFailure>, Never>?, spareServer: Bool
  ) async -> [TranscriptRun] {
    var first: [Int] = []
    var total = 0
    for scenario in scenarios {
      first.append(total)
      total += scenario.transcripts.count
    }
    progress?.startArriving(total: total)
    var runs = [TranscriptRun?](repeating: nil, count: total)
    var runner = self
    var hostKnown = hostBuild == nil
    let servers = runner.servers(spare: spareServer, hostBuild: hostBuild)
    var spareStart: Task<Void, Never>?
    await withTaskGroup(of: (Int, TranscriptRun).self) { group in
      for await batch in ready {
        if !hostKnown, let hostBuild, batch.contains(where: \.compiled.hasLibrary) {
          switch await hostBuild.value {
          case .success(let path): runner.host = path
          case .failure(let error): runner.hostFailure = error
          }
          hostKnown = true
        }
        let work = batch.flatMap { scenario in
          scenario.compiled.scenario.transcripts.enumerated().map {
            (index: first[scenario.index] + $0.offset, transcript: $0.element, compiled: scenario.compiled)
          }
        }
        await servers?.expect(work.compactMap { RunItem.servedLibrary(of: $0.compiled) })
        let places = await slots.reserve(work.count, for: .run)
        for ((index, transcript, compiled), place) in zip(work, places) {
          group.addTask { [runner, servers] in
            await slots.run(place) {
              let item = RunItem(
                index: index, transcript: transcript, compiled: compiled,
                cacheKey: runner.runKey(transcript, compiled))
              return (index, await runner.readOrRun(item, servers))
            }
          }
        }
        if spareServer, spareStart == nil, let servers {
          spareStart = Task {
            await slots.run(job: .run) {
              await servers.prepare()
              _ = await servers.spareValue()
            }
          }
        }
      }
      for await (index, run) in group { runs[index] = run }
    }
    await spareStart?.value
    await servers?.close()
    progress?.finish()
    // Every scenario arrives from the compile stage; one that did not is folio's failure.
    let transcripts = scenarios.flatMap(\.transcripts)
    return runs.indices.map { index in
      runs[index] ?? failed(transcripts[index], ToolFailure("the compile stage never finished this scenario"))
    }
  }

  /// A transcript's run from the cache, or else run now.
  private func readOrRun(_ item: RunItem, _ servers: ScenarioServers<ScenarioServer>?) async -> TranscriptRun {
    guard let key = item.cacheKey, let events = cache?.runEvents(key) else { return await run(item, servers) }
    if let servers, let served = item.servedLibrary { await servers.finished(served) }
    progress?.advance(by: 1, fromCache: true)
    return cachedRun(item.transcript, events: events)
  }

  /// The cache key of a transcript's run: its scenario's key, its actions, the caps,
  /// whether it ran confined (a run outside the sandbox may see what one inside cannot),
  /// and the version of the events' encoding the entry holds.
  private func runKey(_ transcript: Transcript, _ compiled: CompiledScenario) -> String? {
    // A run that must trap is never kept (a crashed run has no entry): it runs each time.
    guard cache != nil, transcript.expectedTrap == nil, case .success(let library) = compiled.library else {
      return nil
    }
    let request = ScenarioRequest(actions: transcript.actions, maxOutputLines: maxOutputLines, boundary: "")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(request) else { return nil }
    return StableHash.key(
      library.key + "\u{0}" + String(decoding: data, as: UTF8.self) + "\u{0}\(maxOutputBytes)"
        + (sandbox == nil ? "\u{0}unconfined" : "") + "\u{0}events-\(ScenarioEvent.formatVersion)")
  }

  /// A run read back from the cache: it finished cleanly, so only failed actions can
  /// be problems.
  private func cachedRun(_ transcript: Transcript, events: String) -> TranscriptRun {
    let real = RealTranscript(events: events, stepCount: transcript.steps.count, deferringSiteEvents: !readsSiteEvents)
    var run = TranscriptRun(transcript: transcript, real: real, problems: actionProblems(real, transcript))
    run.timing.cached = true
    return run
  }
}

/// One transcript to run, with its compiled scenario and its run's cache key.
struct RunItem: Sendable {
  let index: Int
  let transcript: Transcript
  let compiled: CompiledScenario
  let cacheKey: String?

  /// The library a server may run this transcript from (``servedLibrary(of:)``).
  var servedLibrary: String? { Self.servedLibrary(of: compiled) }

  /// The library a server may run `compiled`'s transcripts from: a compiled scenario's,
  /// not a program's (a program's process is prepared for it before its `main` runs).
  static func servedLibrary(of compiled: CompiledScenario) -> String? {
    guard !compiled.scenario.isProgram, case .success(let library) = compiled.library else { return nil }
    return library.path
  }
}
