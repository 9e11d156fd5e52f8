import FolioCore
import Foundation

/// The `compile` stage's type checks: standalone blocks and scenarios without a
/// transcript are type-checked, never linked, and the compiler's verdict is cached.
extension ScenarioCompiler {
  /// Type-checks each standalone block (and each scenario without a transcript), or
  /// takes the compiler's verdict from the cache.
  public func typecheck(_ checks: [StandaloneCheck]) async -> [TypecheckedBlock] {
    await checks.concurrentMap(limit: checks.count) { check in
      let verdict = await self.typecheck(
        source: ScenarioSource.standalone(check), name: "block-\(check.location.line)",
        sourceMap: ScenarioSource.sourceMap(for: check), fallback: check.location, program: check.isProgram,
        languageMode: check.languageMode)
      var block: TypecheckedBlock
      switch verdict.errors {
      case .success(let errors): block = TypecheckedBlock(check: check, compilerErrors: errors)
      case .failure(let failure): block = TypecheckedBlock(check: check, compilerErrors: [], toolFailure: failure)
      }
      block.timing = verdict.timing
      return block
    }
  }

  /// Type-checks a scenario that has no transcript, without an entry point: the
  /// compiler's errors (or what kept Folio from asking it), and what asking cost.
  public func typecheck(_ scenario: Scenario) async -> (
    errors: Result<[FolioError], ToolFailure>, timing: CheckTiming
  ) {
    await typecheck(
      source: ScenarioSource.typecheckOnly(scenario), name: "scenario-\(scenario.name)",
      sourceMap: ScenarioSource.sourceMap(for: scenario), fallback: scenario.location, program: scenario.isProgram,
      languageMode: scenario.languageMode)
  }

  /// Type-checks one source, or takes the compiler's verdict from the cache: the
  /// compiler's errors at the chapter's lines (or what kept Folio from asking it).
  private func typecheck(
    source: String, name: String, sourceMap: SourceMap, fallback: SourceLocation, program: Bool,
    languageMode: SwiftLanguageMode? = nil
  ) async -> (errors: Result<[FolioError], ToolFailure>, timing: CheckTiming) {
    let context = await keyContext()
    // A block's own language mode is one more flag, and so part of its key.
    let (engine, mode) = modeEngine(languageMode)
    let key = StableHash.key(source + "\u{0}" + (program ? context.programTypecheck : context.typecheck) + mode)
    let verdict: (succeeded: Bool, output: String)
    var timing = CheckTiming(cached: true)
    if let cached = cache.check(key) {
      verdict = cached
    } else {
      let folder = "\(workDirectory)/checks/\(key)"
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      // A program is its module's main.swift.
      let file = program ? "main" : String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
      let path = folder + "/\(file).swift"
      guard FileManager.default.createFile(atPath: path, contents: Data(source.utf8)) else {
        return (.failure(ToolFailure("cannot write \(path)")), CheckTiming())
      }
      let (result, seconds) = await slots.run {
        let started = ContinuousClock.now
        let result = await runCompiler(
          (engine.swiftc, engine.typecheckArguments(source: path, moduleCache: moduleCache, program: program)),
          logPrefix: folder + "/swiftc",
          writable: [folder, moduleCache])
        return (result, (ContinuousClock.now - started).seconds)
      }
      timing = CheckTiming(compileSeconds: seconds)
      if let failure = result.toolFailure { return (.failure(failure), timing) }
      verdict = (result.succeeded, result.output)
      cache.storeCheck(key, succeeded: result.succeeded, output: result.output)
    }
    if verdict.succeeded { return (.success([]), timing) }
    let errors = CompilerMessage.errors(CompilerMessage.parse(verdict.output), sourceMap: sourceMap, fallback: fallback)
    return (
      .success(
        errors.isEmpty
          ? [
            .compileError(
              fallback, message: "swiftc failed: \(verdict.output.trimmingCharacters(in: .whitespacesAndNewlines))")
          ]
          : errors), timing
    )
  }
}
