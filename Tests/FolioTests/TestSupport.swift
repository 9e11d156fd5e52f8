import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// A fresh folder under the system's temporary directory, removed by the caller.
func makeTemporaryFolder(_ name: String = "folio-tests") throws -> String {
  let path = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Writes `text` to `path`, creating folders.
func write(_ text: String, to path: String) throws {
  try FileManager.default.createDirectory(
    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// A chapter made from Markdown, for stage tests that need no file.
func chapter(_ source: String, path: String = "chapters/01-test.md") throws -> Chapter {
  try Chapter.make(path: path, source: source).get()
}

/// The engine built next to the test bundle (`swift build --build-tests` builds
/// `libViewGraph.so` there); end-to-end tests fail, never skip, when it is missing.
enum TestEngine {
  static func location() throws -> EngineLocation { try EngineLocation.discover() }

  /// swiftc's module cache for the checks tests run in-process, shared as a book's is:
  /// a cold one per test would rebuild the system's C modules each time.
  static let moduleCache = FileManager.default.currentDirectoryPath + "/.build/folio-test-module-cache"
}

/// The site of a book made of `chapters` (path and Markdown), none of them run: for
/// tests of what the site writes from a chapter's text and file name.
func renderedSite(_ chapters: [(path: String, source: String)]) throws -> [SiteFile] {
  let book = Book(chapters: try chapters.map { try chapter($0.source, path: $0.path) })
  let checked = BookChecker.check(
    book.chapters.map(ScenarioExtractor.extract), landingPage: nil, diagnostics: [], runs: [], typechecked: [],
    scenarioTypechecks: [])
  return SiteRenderer().render(checked)
}

/// `arguments` of a `folio test` or `folio build` that runs scenarios, with a timeout
/// for each far above the 5 s default unless they name one: on a loaded machine (tests
/// in parallel beside other builds) a scenario that prints one line has taken over 5 s
/// to start, and a passing book must not read as a hang.
func withGenerousTimeout(_ arguments: [String]) -> [String] {
  guard let command = arguments.first, command == "test" || command == "build",
    !arguments.contains(where: { $0 == "--timeout" || $0 == "--help" || $0 == "-h" })
  else { return arguments }
  return arguments + ["--timeout", "120"]
}

/// Runs the `folio` binary built beside the tests in `directory`, as a user in that
/// folder would, with `environment` added to the tests' own: its exit status and what
/// it printed on each stream. It blocks no thread while folio runs (its output goes to
/// files, its end is awaited): a test waiting on a thread would starve the concurrency
/// pool's few threads, and other tests' time bounds would fail.
func runFolio(
  _ arguments: [String], in directory: String, environment: [String: String] = [:]
) async throws -> (status: Int32, stdout: String, stderr: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: try TestEngine.location().directory + "/folio")
  process.arguments = withGenerousTimeout(arguments)
  process.currentDirectoryURL = URL(fileURLWithPath: directory)
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let outputs = try makeTemporaryFolder("folio-run")
  defer { try? FileManager.default.removeItem(atPath: outputs) }
  FileManager.default.createFile(atPath: outputs + "/out", contents: nil)
  FileManager.default.createFile(atPath: outputs + "/err", contents: nil)
  process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputs + "/out"))
  process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: outputs + "/err"))
  process.standardInput = FileHandle.nullDevice
  let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, Error>) in
    process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
    do { try process.run() } catch { continuation.resume(throwing: error) }
  }
  let read = { (name: String) in
    String(decoding: FileManager.default.contents(atPath: outputs + "/" + name) ?? Data(), as: UTF8.self)
  }
  return (status, read("out"), read("err"))
}
