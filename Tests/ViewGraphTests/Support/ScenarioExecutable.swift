import Foundation
import ScenarioWire
import Testing

/// A scenario source compiled into an executable against the engine built next to
/// this test bundle, as folio compiles chapters. Rules that involve Swift
/// concurrency (tasks, sleeps) can only be observed this way: the virtual executors
/// are installed per process, and the test runner keeps its own.
struct ScenarioExecutable {
  let executable: URL

  /// The folder holding `libViewGraph.so` and `Modules/`: the test bundle's own.
  static var engineDirectory: URL {
    if let override = ProcessInfo.processInfo.environment["FOLIO_ENGINE_DIR"] {
      return URL(fileURLWithPath: override)
    }
    return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// Compiles `source` (which must contain the `@main` entry point).
  static func compile(_ source: String, name: String) throws -> ScenarioExecutable {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("viewgraph-tests-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("\(name).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent(name)
    let engine = engineDirectory.path
    let result = try run(
      "/usr/bin/env",
      [
        "swiftc", "-swift-version", "5", "-parse-as-library",
        "-module-alias", "SwiftUI=ViewGraph", "-module-alias", "Combine=CombineSurface",
        "-I", "\(engine)/Modules", "-Xcc", "-fmodule-map-file=\(engine)/COpenCombineHelpers.build/module.modulemap",
        "-L", engine, "-lViewGraph", "-Xlinker", "-rpath", "-Xlinker", engine,
        file.path, "-o", executable.path,
      ])
    guard result.status == 0 else { throw CompileFailure(output: result.output) }
    return ScenarioExecutable(executable: executable)
  }

  struct CompileFailure: Error, CustomStringConvertible {
    let output: String
    var description: String { output }
  }

  /// Runs one transcript of the root named `root`; returns each step's output
  /// (mount first), with action failures as `FAILED: message` lines.
  func transcript(_ root: String, _ actions: ScenarioAction...) throws -> [[String]] {
    try transcriptArray(root, actions)
  }

  func transcriptArray(_ root: String, _ actions: [ScenarioAction]) throws -> [[String]] {
    let folder = executable.deletingLastPathComponent()
    let events = folder.appendingPathComponent("\(root)-\(UUID().uuidString).jsonl")
    let requestFile = folder.appendingPathComponent("\(root)-\(UUID().uuidString).json")
    let request = ScenarioRequest(actions: actions, eventsPath: events.path, maxOutputLines: 2_000)
    try JSONEncoder().encode(request).write(to: requestFile)
    let result = try Self.run(executable.path, [requestFile.path, root])
    var steps = Array(repeating: [String](), count: actions.count + 1)
    let lines = (try? String(contentsOf: events, encoding: .utf8))?.split(separator: "\n") ?? []
    for line in lines {
      switch try JSONDecoder().decode(ScenarioEvent.self, from: Data(line.utf8)) {
      case .output(let step, let text): steps[step].append(text)
      case .actionFailed(let step, let message): steps[step].append("FAILED: \(message)")
      case .screen, .finished: break
      }
    }
    if result.status != 0 { steps[steps.count - 1].append("EXIT \(result.status): \(result.output)") }
    return steps
  }

  private static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
