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
    let (output, executable) = try build(source, name: name)
    guard output.status == 0 else { throw CompileFailure(output: output.output) }
    return ScenarioExecutable(executable: executable)
  }

  /// What compiling `source` prints, on standard output and error together, when it compiles.
  static func compilerOutput(_ source: String, name: String) throws -> String {
    let (output, _) = try build(source, name: name)
    guard output.status == 0 else { throw CompileFailure(output: output.output) }
    return output.output
  }

  private static func build(_ source: String, name: String) throws -> (
    output: (status: Int32, output: String), executable: URL
  ) {
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
        "-load-plugin-executable", "\(engine)/ViewGraphMacros-tool#ViewGraphMacros",
        "-L", engine, "-lViewGraph", "-Xlinker", "-rpath", "-Xlinker", engine,
        file.path, "-o", executable.path,
      ])
    return (result, executable)
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
    try outputLines(root, actions).map { $0.map(\.text) }
  }

  /// Like `transcriptArray`, with who wrote each line as the engine marked it.
  func outputLines(_ root: String, _ actions: [ScenarioAction]) throws -> [[OutputLine]] {
    let folder = executable.deletingLastPathComponent()
    let events = folder.appendingPathComponent("\(root)-\(UUID().uuidString).jsonl")
    let requestFile = folder.appendingPathComponent("\(root)-\(UUID().uuidString).json")
    let boundary = UUID().uuidString
    let request = ScenarioRequest(actions: actions, maxOutputLines: 2_000, boundary: boundary)
    try JSONEncoder().encode(request).write(to: requestFile)
    defer { try? FileManager.default.removeItem(at: requestFile) }
    defer { try? FileManager.default.removeItem(at: events) }
    // The protocol's descriptors (ScenarioChannel): the request on standard input, the
    // events on descriptor 3 (a file is enough here), output on standard output and error.
    let result = try Self.run(
      "/bin/sh",
      [
        "-c", "events=$1; shift; exec \"$@\" < \"$0\" 3> \"$events\"", requestFile.path, events.path, executable.path,
        root,
      ])
    let capture = ScenarioChannel.Capture(
      output: Array(result.output.utf8), events: Array((try? Data(contentsOf: events)) ?? Data()), boundary: boundary,
      stepCount: actions.count)
    if let violation = capture.violation { throw ProtocolViolation(description: violation) }
    var steps = Array(repeating: [OutputLine](), count: actions.count + 1)
    for (step, lines) in capture.output {
      steps[min(step, actions.count)] += lines.map {
        OutputLine(AnonymousContexts.removed(from: $0.text), kind: $0.kind)
      }
    }
    for case .actionFailed(let step, let failure) in capture.events {
      steps[step].append(OutputLine("FAILED: \(failure.message)"))
    }
    if result.status != 0 { steps[steps.count - 1].append(OutputLine("EXIT \(result.status): \(result.output)")) }
    return steps
  }

  struct ProtocolViolation: Error, CustomStringConvertible {
    let description: String
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
