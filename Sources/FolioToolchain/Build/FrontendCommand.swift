import FolioCore
import Foundation

/// The swift-frontend command swiftc would run to compile a scenario module, so that
/// folio can run it directly.
///
/// For a module compiled to one object (`-c -wmo`), swiftc's driver only plans a
/// single frontend job; planning it costs about 30 ms, a fifth of compiling a small
/// scenario. The plan is asked of the driver once (`swiftc -###`) with placeholder
/// paths, kept in the cache (keyed like everything there, and by the working folder,
/// which the plan names), and filled in for each module. It is used only when the plan
/// is one frontend job that names each placeholder once and has nothing quoted, and
/// when filling it in for two files gives what the driver plans for two files;
/// otherwise folio runs swiftc.
///
/// The cache keeps only the arguments: the program is always the toolchain's own
/// swift-frontend, next to swiftc. And the arguments are run only if
/// ``FrontendPlanPolicy`` allows every one of them, when the driver plans them and
/// each time they are read back, so a plan planted in the cache can neither load a
/// plugin nor read or write outside the toolchain, the engine and the module cache.
struct FrontendCommand: Sendable, Equatable {
  /// The frontend's path.
  var executable: String
  /// Its arguments, with ``input`` standing for the sources and ``output`` for the object.
  var template: [String]

  static let input = "/FOLIO-INPUT.swift"
  static let output = "/FOLIO-OUTPUT.o"

  /// The frontend's arguments for `sources` compiled into `object`.
  func arguments(sources: [String], object: String) -> [String] {
    template.flatMap { argument in
      argument == Self.input ? sources : [argument == Self.output ? object : argument]
    }
  }

  /// The plan for `engine`'s module compiles if the cache has one that the policy allows;
  /// a stored plan it does not allow is deleted.
  static func stored(engine: EngineLocation, moduleCache: String, fingerprint: String, cache: BuildCache)
    -> FrontendCommand?
  {
    let key = key(engine: engine, moduleCache: moduleCache, fingerprint: fingerprint)
    guard let template = cache.frontendPlan(key) else { return nil }
    guard policy(engine, moduleCache).allows(template) else {
      cache.discardFrontendPlan(key)
      return nil
    }
    return FrontendCommand(executable: engine.swiftFrontend, template: template)
  }

  /// The plan for `engine`'s module compiles, from the cache or from the driver; `nil`
  /// when the driver's plan cannot be reused.
  static func load(
    engine: EngineLocation, moduleCache: String, fingerprint: String, cache: BuildCache,
    confinement: Sandbox.Confinement? = nil
  ) async -> FrontendCommand? {
    if let stored = stored(engine: engine, moduleCache: moduleCache, fingerprint: fingerprint, cache: cache) {
      return stored
    }
    let forOne = engine.moduleArguments(sources: [input], object: output, moduleCache: moduleCache)
    let forTwo = engine.moduleArguments(
      sources: ["/FOLIO-A.swift", "/FOLIO-B.swift"], object: output, moduleCache: moduleCache)
    async let asked = plan(engine, forOne, confinement)
    async let askedForTwo = plan(engine, forTwo, confinement)
    guard let one = await asked, let two = await askedForTwo, one[0] == engine.swiftFrontend
    else { return nil }
    let command = FrontendCommand(executable: engine.swiftFrontend, template: Array(one.dropFirst()))
    guard policy(engine, moduleCache).allows(command.template),
      [command.executable] + command.arguments(sources: ["/FOLIO-A.swift", "/FOLIO-B.swift"], object: output) == two
    else { return nil }
    cache.storeFrontendPlan(key(engine: engine, moduleCache: moduleCache, fingerprint: fingerprint), command.template)
    return command
  }

  /// What a plan for `engine` may contain.
  private static func policy(_ engine: EngineLocation, _ moduleCache: String) -> FrontendPlanPolicy {
    FrontendPlanPolicy(
      engine: engine, moduleCache: moduleCache, workingDirectory: FileManager.default.currentDirectoryPath,
      input: input, output: output)
  }

  /// The cache key of a plan: the arguments it was made for, the compiler and engine,
  /// and the working folder, which the plan names.
  static func key(engine: EngineLocation, moduleCache: String, fingerprint: String) -> String {
    let arguments = engine.moduleArguments(sources: [input], object: output, moduleCache: moduleCache)
    return StableHash.key(
      arguments.joined(separator: "\u{0}") + "\u{0}" + fingerprint + "\u{0}" + FileManager.default.currentDirectoryPath)
  }

  /// The one frontend job swiftc plans for `arguments`, split into words.
  private static func plan(_ engine: EngineLocation, _ arguments: [String], _ confinement: Sandbox.Confinement?) async
    -> [String]?
  {
    let folder = NSTemporaryDirectory() + "folio-plan-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard
      let outcome = try? await ChildProcess(
        executable: engine.swiftc, arguments: arguments + ["-###"], outputPrefix: folder + "/plan",
        confinement: confinement
      ).run(), outcome.succeeded
    else { return nil }
    let lines = outcome.stdout.split(separator: "\n").filter { !$0.isEmpty }
    guard lines.count == 1, let line = lines.first, let words = unquotedWords(line) else { return nil }
    guard let first = words.first, first.hasPrefix("/"), first.hasSuffix("swift-frontend"),
      words.dropFirst().first == "-frontend"
    else { return nil }
    return words
  }

  /// The words of the driver's `-###` line. The driver quotes a word holding a character
  /// the shell reads (the `#` of `-load-plugin-executable PATH#Module`) in single quotes:
  /// such a word is taken without them. Any other quote, a backslash, or a quoted word
  /// with a space (split in two here) gives `nil`: folio then runs swiftc itself.
  static func unquotedWords(_ line: Substring) -> [String]? {
    var words: [String] = []
    for word in line.split(separator: " ") {
      var text = word
      if word.count >= 2, word.first == "'", word.last == "'" { text = word.dropFirst().dropLast() }
      guard !text.contains(where: { "\"'\\".contains($0) }) else { return nil }
      words.append(String(text))
    }
    return words
  }
}
