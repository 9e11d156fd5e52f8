import FolioCore
import Foundation

extension BuildCache {
  /// How long a file must have been still before a fact about it is kept (``FileStamp/isSettled(for:)``).
  static let settledSeconds = 2.0

  /// A fact about the file at `path` that costs time to learn (the SHA-256 of an engine
  /// file, what the compiler says of its version), kept in the cache for as long as the
  /// file's ``FileStamp`` is what it was when the fact was learnt.
  ///
  /// A build with nothing to do hashed the engine's files every time, about 66 MB in
  /// release: tens of milliseconds of a no-op check. The entry's key holds the fact's
  /// name, the path and the stamp, so a file written since, or another file at the same
  /// path, is another key; entries are sealed like every other (``EntrySeal``). A fact
  /// is kept only when the file was still while it was learnt and has been still for
  /// `settled` seconds; `learn` returning `nil` keeps nothing.
  func fact(
    _ name: String, of path: String, settled: Double = settledSeconds, learn: () async -> String?
  ) async -> String? {
    guard let stamp = FileStamp(path: path) else { return await learn() }
    let key = StableHash.key(name + "\u{0}" + path + "\u{0}" + stamp.text)
    if let known = read(.facts, key: key) {
      return String(decoding: known, as: UTF8.self)
    }
    guard let value = await learn() else { return nil }
    if FileStamp(path: path) == stamp, stamp.isSettled(for: settled) {
      store(Data(value.utf8), as: .facts, key: key)
    }
    return value
  }
}
