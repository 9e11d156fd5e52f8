import FolioCore
import Foundation
import Synchronization

/// Folio's content-addressed cache (`.build/folio-cache` unless `--cache-dir` says
/// otherwise): compiled scenario libraries, finished runs, compiler verdicts on
/// type-checked blocks and the compiler's frontend plan.
///
/// Every entry is named by a key over everything that determines it (generated source,
/// compiler flags, the compiler's version and the engine's bytes:
/// ``EngineLocation/fingerprint()``), so an entry is never wrong, only unused: an
/// edited scenario gets a new key, a rebuilt engine gives every scenario a new key.
///
/// The cache trusts nothing it reads. Each entry starts with a line holding the SHA-256
/// of its kind, its key and its content (``EntrySeal``), and a library is named by the
/// SHA-256 of its bytes; an entry that does not match (corrupt, truncated, edited, or
/// copied from another key) is deleted when read and built again, never believed or
/// loaded. No entry names a program folio runs: the scenario host lives beside the
/// engine (``ScenarioHost``), the frontend's path comes from the toolchain
/// (``FrontendCommand``).
///
/// Entries are written to a temporary file in their own folder and renamed into place,
/// so two builds sharing the cache never read half an entry, the worst a race can do is
/// build the same entry twice, and the cache may be on another file system than the
/// build's work folder.
///
/// Layout: a folder per ``CacheKind`` (libraries, scenarios, runs, type-check verdicts,
/// frontend plans, shard costs, file facts, the bound's memo), each entry named by its
/// key or digest.
///
/// Every hit sets its entry's modification time to now, so the least recently used
/// entries are the first ``CachePruner`` deletes when the cache outgrows its bound.
public struct BuildCache: Sendable {
  /// The cache's folder.
  var directory: String
  /// The libraries whose bytes this build has checked: each is hashed once per build.
  private let checkedLibraries = CheckedLibraries()
  /// What this build has written and listed, for the automatic bound (``keepWithin(_:buildStarted:)``).
  let activity = CacheActivity()

  /// Creates a cache in `directory` (created on first write).
  public init(directory: String) {
    self.directory = directory
  }

  // MARK: - Libraries

  /// The library holding the scenario whose key is `key`, if one was built and its
  /// bytes are still the ones it was named after.
  func library(forScenario key: String) -> String? {
    guard let name = read(.scenarios, key: key).map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
    let suffix = CacheKind.libraries.suffix
    let digest = String(name.dropLast(suffix.count))
    let path = "\(directory)/\(CacheKind.libraries.path(digest))"
    guard name.hasSuffix(suffix), !name.containsExactly("/"), checkedLibraries.check(path, digest: digest) else {
      discard(CacheKind.scenarios.path(key))
      return nil
    }
    return path
  }

  /// Copies a freshly linked library into the cache, named by the SHA-256 of its bytes,
  /// and records which scenarios it holds. Its path in the cache, or `nil` if it
  /// cannot be written.
  func storeLibrary(at linked: String, scenarios: [String]) -> String? {
    guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: linked)) else { return nil }
    let digest = StableHash.digest(bytes)
    let name = digest + CacheKind.libraries.suffix
    guard write(bytes, to: CacheKind.libraries.path(digest), executable: true) else { return nil }
    let path = "\(directory)/\(CacheKind.libraries.path(digest))"
    checkedLibraries.checked(path)
    for scenario in scenarios { store(Data(name.utf8), as: .scenarios, key: scenario) }
    return path
  }

  // MARK: - Runs

  /// The events of a finished run, if one is cached.
  func runEvents(_ key: String) -> String? {
    read(.runs, key: key).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Keeps the events of a run that finished cleanly.
  func storeRun(_ key: String, events: String) {
    store(Data(events.utf8), as: .runs, key: key)
  }

  // MARK: - Type checks

  /// What the compiler said about a type-checked unit, if cached: its exit status and output.
  func check(_ key: String) -> (succeeded: Bool, output: String)? {
    guard let data = read(.checks, key: key) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard let newline = text.firstIndex(of: "\n") else { return nil }
    return (text[..<newline] == "ok", String(text[text.index(after: newline)...]))
  }

  /// Keeps the compiler's verdict on a type-checked unit.
  func storeCheck(_ key: String, succeeded: Bool, output: String) {
    store(Data(((succeeded ? "ok" : "failed") + "\n" + output).utf8), as: .checks, key: key)
  }

  // MARK: - Compiler plans

  /// A stored frontend plan's arguments (``FrontendCommand``), one per line.
  func frontendPlan(_ key: String) -> [String]? {
    read(.plans, key: key).map {
      String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// Keeps a frontend plan's arguments.
  func storeFrontendPlan(_ key: String, _ arguments: [String]) {
    store(Data(arguments.joined(separator: "\n").utf8), as: .plans, key: key)
  }

  /// Deletes a stored plan that turned out unusable, so the next build asks the driver.
  func discardFrontendPlan(_ key: String) {
    discard(CacheKind.plans.path(key))
  }

  // MARK: - Reading and writing

  /// The content of the entry of `kind` keyed `key` if its seal says it is that entry;
  /// otherwise the entry is deleted and the answer is `nil`.
  func read(_ kind: CacheKind, key: String) -> Data? {
    let relativePath = kind.path(key)
    let path = "\(directory)/\(relativePath)"
    // A link or a folder planted in the cache is never followed.
    guard let type = CacheContents.fileType(path) else { return nil }
    guard type == S_IFREG, let data = FileManager.default.contents(atPath: path),
      let content = EntrySeal.open(data, kind: kind.sealName, key: key)
    else {
      discard(relativePath)
      return nil
    }
    Self.markUsed(path)
    return content
  }

  /// Sets the modification time of the entry at `path` to now: when it was last used,
  /// which ``CachePruner`` deletes the oldest by. Nothing else reads these times (every
  /// entry is found by its key), and a read-only cache simply keeps its old ones.
  static func markUsed(_ path: String) {
    _ = utimensat(AT_FDCWD, path, nil, AT_SYMLINK_NOFOLLOW)
  }

  /// Writes `content` as the entry of `kind` keyed `key`, sealed with both (``EntrySeal``).
  func store(_ content: Data, as kind: CacheKind, key: String) {
    write(EntrySeal.seal(content, kind: kind.sealName, key: key), to: kind.path(key))
  }

  /// Writes `data` to `relativePath` in the cache through a temporary file in the same
  /// folder and a rename: atomic, and never across file systems. The cache may have
  /// grown, so the automatic bound checks it after this build (``CacheActivity``).
  @discardableResult
  private func write(_ data: Data, to relativePath: String, executable: Bool = false) -> Bool {
    activity.wrote()
    let path = "\(directory)/\(relativePath)"
    let folder = (path as NSString).deletingLastPathComponent
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
      return false
    }
    let temporary =
      "\(folder)/.\((path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp"
    guard NewFile.write(data, to: temporary, permissions: executable ? 0o755 : nil) else { return false }
    if rename(temporary, path) != 0 {
      try? FileManager.default.removeItem(atPath: temporary)
      return false
    }
    return true
  }

  /// Deletes an entry that cannot be trusted.
  private func discard(_ relativePath: String) {
    unlink("\(directory)/\(relativePath)")
  }
}

/// The libraries one build has found to match their names, so that a library shared by
/// many scenarios is hashed once; one that does not match is deleted.
private final class CheckedLibraries: Sendable {
  private let paths = Mutex<Set<String>>([])

  /// Whether the library at `path` is a regular file whose SHA-256 is `digest`.
  func check(_ path: String, digest: String) -> Bool {
    if paths.withLock({ $0.contains(path) }) { return true }
    let type = CacheContents.fileType(path)
    guard type == S_IFREG, StableHash.file(path) == digest else {
      if type != nil { unlink(path) }
      return false
    }
    BuildCache.markUsed(path)
    checked(path)
    return true
  }

  /// Records a library this build wrote itself.
  func checked(_ path: String) {
    paths.withLock { _ = $0.insert(path) }
  }
}
