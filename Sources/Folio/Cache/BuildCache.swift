import Foundation

/// Folio's content-addressed cache (`.build/folio-cache` unless `--cache-dir` says
/// otherwise): compiled scenario libraries, finished runs, and compiler verdicts on
/// type-checked blocks.
///
/// Every entry is named by a key over everything that determines it (generated source,
/// compiler flags, compiler and engine: ``EngineLocation/fingerprint``), so an entry
/// is never wrong, only unused: an edited scenario gets a new key, a rebuilt engine
/// gives every scenario a new key. Entries are written to a temporary file and renamed
/// into place, so two builds sharing the cache never read half an entry, and the
/// worst a race can do is build the same entry twice.
///
/// Layout:
/// - `libraries/KEY.so`: a scenario library (one scenario, or a batch of them).
/// - `scenarios/KEY`: the library file name holding the scenario whose library-source key is KEY.
/// - `runs/KEY.jsonl`: the events of a transcript run that finished cleanly.
/// - `checks/KEY.txt`: what the compiler said when type-checking a block.
/// - `plans/KEY.txt`: the swift-frontend command swiftc plans for a module (``FrontendCommand``).
/// - `host/KEY/folio-scenario-host`: the scenario host built for an engine.
public struct BuildCache: Sendable {
  /// The cache's folder.
  public var directory: String

  /// Creates a cache in `directory` (created on first write).
  public init(directory: String) {
    self.directory = directory
  }

  /// The default folder, next to SwiftPM's build products.
  public static let defaultDirectory = ".build/folio-cache"

  // MARK: - Libraries

  /// The library holding the scenario whose key is `key`, if one was built.
  func library(forScenario key: String) -> String? {
    guard let data = FileManager.default.contents(atPath: "\(directory)/scenarios/\(key)") else { return nil }
    let path = "\(directory)/libraries/\(String(decoding: data, as: UTF8.self))"
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }

  /// Where a new library named by `key` goes.
  func libraryPath(_ key: String) -> String { "\(directory)/libraries/\(key).so" }

  /// Moves a freshly linked library into the cache and records which scenarios it holds.
  func storeLibrary(at temporary: String, key: String, scenarios: [String]) -> String? {
    let path = libraryPath(key)
    guard ensureFolder("libraries") else { return nil }
    if rename(temporary, path) != 0 {
      // The cache is on another file system (`rename` cannot cross): copy beside the entry, then rename.
      let beside = path + ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp"
      guard (try? FileManager.default.copyItem(atPath: temporary, toPath: beside)) != nil, rename(beside, path) == 0
      else {
        try? FileManager.default.removeItem(atPath: beside)
        return nil
      }
    }
    for scenario in scenarios { write(Data((path as NSString).lastPathComponent.utf8), to: "scenarios/\(scenario)") }
    return path
  }

  // MARK: - Runs

  /// The events of a finished run, if one is cached.
  func runEvents(_ key: String) -> String? {
    let path = "\(directory)/runs/\(key).jsonl"
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Keeps the events of a run that finished cleanly.
  func storeRun(_ key: String, events: String) {
    write(Data(events.utf8), to: "runs/\(key).jsonl")
  }

  // MARK: - Type checks

  /// What the compiler said about a type-checked unit, if cached: its exit status and output.
  func check(_ key: String) -> (succeeded: Bool, output: String)? {
    guard let data = FileManager.default.contents(atPath: "\(directory)/checks/\(key).txt") else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard let newline = text.firstIndex(of: "\n") else { return nil }
    return (text[..<newline] == "ok", String(text[text.index(after: newline)...]))
  }

  /// Keeps the compiler's verdict on a type-checked unit.
  func storeCheck(_ key: String, succeeded: Bool, output: String) {
    write(Data(((succeeded ? "ok" : "failed") + "\n" + output).utf8), to: "checks/\(key).txt")
  }

  // MARK: - Compiler plans

  /// A stored frontend command (``FrontendCommand``), one argument per line.
  func frontendPlan(_ key: String) -> [String]? {
    guard let data = FileManager.default.contents(atPath: "\(directory)/plans/\(key).txt") else { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Keeps a frontend command.
  func storeFrontendPlan(_ key: String, _ arguments: [String]) {
    write(Data(arguments.joined(separator: "\n").utf8), to: "plans/\(key).txt")
  }

  // MARK: - Writing

  /// Writes `data` to `relativePath` in the cache through a temporary file and a rename.
  private func write(_ data: Data, to relativePath: String) {
    guard ensureFolder((relativePath as NSString).deletingLastPathComponent) else { return }
    let path = "\(directory)/\(relativePath)"
    let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
    if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
  }

  private func ensureFolder(_ relative: String) -> Bool {
    (try? FileManager.default.createDirectory(
      atPath: "\(directory)/\(relative)", withIntermediateDirectories: true)) != nil
  }
}
