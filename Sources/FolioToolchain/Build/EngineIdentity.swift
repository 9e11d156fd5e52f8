import Foundation

/// What an engine was built from, written beside it by `Scripts/engine-identity.sh`
/// right after the build: a hash of the engine's sources and build configuration, and
/// the SHA-256 of each engine file as that build left it.
///
/// The engine's bytes name the folder it was built in (debug information, the clang
/// module cache's hashed folder), so the same sources built in another clone differ
/// byte for byte, and a cache keyed by bytes alone does not travel between clones. The
/// sources do. The identity is trusted only while every engine file still has the bytes
/// it lists: an engine rebuilt or replaced since (a bare `swift build` after an edit)
/// falls back to its bytes, so a stale identity can cost a cache miss, never a wrong hit.
struct EngineIdentity: Equatable {
  /// The name of the file in the engine's folder.
  static let fileName = "folio-engine-identity"

  /// The hash of the engine's sources and build configuration.
  var sources: String
  /// Each engine file (``EngineLocation/engineFiles``) and the SHA-256 it had when built.
  var files: [String: String]

  /// Reads the identity text: `sources HASH`, then one `NAME HASH` line per file.
  /// `nil` for anything else: a missing, partial or malformed identity is no identity.
  init?(text: String) {
    var sources: String?
    var files: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: false)
      guard fields.count == 2, Self.isDigest(fields[1]) else { return nil }
      let (name, digest) = (String(fields[0]), String(fields[1]))
      if name == "sources" {
        guard sources == nil else { return nil }
        sources = digest
      } else {
        guard files.updateValue(digest, forKey: name) == nil else { return nil }
      }
    }
    guard let sources else { return nil }
    self.sources = sources
    self.files = files
  }

  /// The identity in the engine folder `directory`, if it has a well-formed one.
  init?(directory: String) {
    guard let data = FileManager.default.contents(atPath: directory + "/" + Self.fileName),
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    self.init(text: text)
  }

  /// Whether this identity describes the engine whose files have `digests` now: every
  /// engine file is listed, with the bytes it has.
  func describes(_ digests: [(name: String, digest: String?)]) -> Bool {
    digests.allSatisfy { file in file.digest != nil && files[file.name] == file.digest }
  }

  /// SHA-256 as 64 lowercase hex digits.
  private static func isDigest(_ text: Substring) -> Bool {
    text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
