import Foundation

/// A scenario after compilation: its executable, or why there is none.
public struct CompiledScenario: Equatable, Sendable {
  /// The scenario.
  public var scenario: Scenario
  /// The executable's path, or the compiler's errors at the chapter's lines.
  public var executable: Result<String, CompileFailure>
}

/// The errors that kept a scenario or block from compiling.
public struct CompileFailure: Error, Equatable, Sendable {
  /// The errors, each at a chapter location.
  public var errors: [FolioError]
}

/// What the compiler said about a standalone block.
public struct CheckedBlock: Equatable, Sendable {
  /// The block.
  public var check: StandaloneCheck
  /// The compiler's error messages (empty when it compiled).
  public var compilerErrors: [FolioError]

  /// Whether the compiler behaved as the block says it must.
  public var problems: [FolioError] {
    switch check.expectation {
    case .compiles:
      return compilerErrors
    case .fails(let expected):
      let messages = compilerErrors.map(\.message)
      if messages.isEmpty { return [.unexpectedlyCompiled(check.location, expected: expected)] }
      if messages.contains(where: { $0.contains(expected) }) { return [] }
      return [.wrongCompileError(check.location, expected: expected, actual: messages)]
    }
  }
}

/// Compiles scenarios and standalone blocks against the engine with swiftc: the
/// `compile` stage.
///
/// Every compilation unit gets its own folder under `workDirectory`, so two scenarios
/// may declare the same types. Executables are reused while the generated source,
/// the flags and the engine library are unchanged.
public struct ScenarioCompiler: Sendable {
  /// The compiler and engine to use.
  public var engine: EngineLocation
  /// Where generated sources and executables go (never the chapters folder).
  public var workDirectory: String
  /// How many compilers run at once.
  public var jobs: Int

  /// Creates a compiler.
  public init(engine: EngineLocation, workDirectory: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.engine = engine
    self.workDirectory = workDirectory
    self.jobs = jobs
  }

  /// Compiles each scenario into an executable, in parallel.
  public func compile(_ scenarios: [Scenario]) async -> [CompiledScenario] {
    await scenarios.concurrentMap(limit: jobs) { scenario in
      CompiledScenario(scenario: scenario, executable: await self.build(scenario))
    }
  }

  /// Type-checks each standalone block (and each scenario without a transcript).
  public func typecheck(_ checks: [StandaloneCheck]) async -> [CheckedBlock] {
    await checks.concurrentMap(limit: jobs) { check in
      let folder = self.folder(path: check.location.path, name: "block-\(check.location.line)")
      let source = folder + "/block.swift"
      let errors = await self.run(
        source: ScenarioSource.standalone(check), at: source, arguments: self.engine.typecheckArguments(source: source),
        chapterPath: check.location.path, fallback: check.location)
      return CheckedBlock(check: check, compilerErrors: errors)
    }
  }

  /// Type-checks a scenario that has no transcript, without an entry point.
  public func typecheck(_ scenario: Scenario) async -> [FolioError] {
    let folder = folder(path: scenario.chapterPath, name: "scenario-\(scenario.name)")
    let source = folder + "/typecheck.swift"
    return await run(
      source: ScenarioSource.typecheckOnly(scenario), at: source, arguments: engine.typecheckArguments(source: source),
      chapterPath: scenario.chapterPath, fallback: scenario.location)
  }

  // MARK: - One compilation

  private func build(_ scenario: Scenario) async -> Result<String, CompileFailure> {
    let folder = folder(path: scenario.chapterPath, name: "scenario-\(scenario.name)")
    let source = folder + "/main.swift"
    let executable = folder + "/scenario"
    let program = ScenarioSource.program(for: scenario)
    let arguments = engine.linkArguments(source: source, output: executable)
    let key = StableHash.hex(program + arguments.joined(separator: "\u{0}") + engine.fingerprint)
    let keyPath = folder + "/cache-key"
    let files = FileManager.default
    if files.isExecutableFile(atPath: executable), files.contents(atPath: keyPath) == Data(key.utf8) {
      return .success(executable)
    }
    try? files.removeItem(atPath: keyPath)
    let errors = await run(
      source: program, at: source, arguments: arguments, chapterPath: scenario.chapterPath, fallback: scenario.location)
    guard errors.isEmpty else { return .failure(CompileFailure(errors: errors)) }
    _ = files.createFile(atPath: keyPath, contents: Data(key.utf8))
    return .success(executable)
  }

  /// Writes `text` to `path`, runs swiftc, and returns its errors (empty on success).
  private func run(
    source text: String, at path: String, arguments: [String], chapterPath: String, fallback: SourceLocation
  ) async -> [FolioError] {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      return [.tool(fallback, message: "cannot write \(path)")]
    }
    let moduleCache = ["-module-cache-path", workDirectory + "/module-cache"]
    let process = ChildProcess(
      executable: engine.swiftc, arguments: arguments + moduleCache, outputPrefix: path + ".swiftc")
    let outcome: ChildProcess.Outcome
    do {
      outcome = try await process.run()
    } catch {
      return [error]
    }
    let errors = CompilerMessage.errors(
      CompilerMessage.parse(outcome.stderr + "\n" + outcome.stdout), chapterPath: chapterPath, fallback: fallback)
    if outcome.succeeded { return [] }
    return errors.isEmpty
      ? [
        .compileError(
          fallback, message: "swiftc failed: \(outcome.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
      ]
      : errors
  }

  /// A fresh folder for one compilation unit, named after its chapter and block.
  private func folder(path: String, name: String) -> String {
    let safe = { (text: String) in String(text.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }) }
    let folder = "\(workDirectory)/\(safe(path))/\(safe(name))-\(StableHash.hex(name).prefix(6))"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }
}
