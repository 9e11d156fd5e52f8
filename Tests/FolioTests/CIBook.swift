import Foundation
import Synchronization
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The `ci` fixture book in a temporary folder, checked through the real binary: every
/// kind of check, passing, failing, crashing, printing control characters and lines that
/// look like GitHub commands, and a scenario without a transcript.
struct CIBook {
  /// The temporary folder: `book/chapters`, and `cache` shared by every run in it.
  let folder: String

  /// A fresh copy, with a copy of ``warmCache`` as its `cache`.
  init() async throws {
    folder = try makeTemporaryFolder("folio-ci")
    try FileManager.default.copyItem(atPath: try Self.fixture(), toPath: folder + "/book")
    try FileManager.default.copyItem(atPath: try await Self.warmCache.value, toPath: folder + "/cache")
  }

  /// The warm cache's folder, removed when the test process exits.
  static let warmFolder = Mutex<String?>(nil)

  /// The fixture's folder in the test bundle.
  static func fixture() throws -> String {
    try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/ci").path
  }

  /// A cache the book was checked into once per test process (its costs recorded too):
  /// each copy starts from it, so the tests run from the cache instead of all compiling
  /// the book at once, which would load two cores enough to fail other tests' time bounds.
  static let warmCache = Task { () async throws -> String in
    let folder = try makeTemporaryFolder("folio-ci-warm")
    warmFolder.withLock { $0 = folder }
    atexit {
      if let folder = CIBook.warmFolder.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: folder) }
    }
    try FileManager.default.copyItem(atPath: try fixture(), toPath: folder + "/book")
    let outcome = try await runFolio(["test", "book/chapters", "--quiet", "--cache-dir", "cache"], in: folder)
    #expect(outcome.status == 1, "the ci book fails as it should: \(outcome.stdout)\(outcome.stderr)")
    try? FileManager.default.removeItem(atPath: folder + "/book")
    return folder + "/cache"
  }

  /// Removes the folder.
  func remove() { try? FileManager.default.removeItem(atPath: folder) }

  /// `folio ARGUMENTS… --quiet --cache-dir cache` in the folder.
  func folio(
    _ arguments: [String], environment: [String: String] = [:]
  ) async throws -> (status: Int32, stdout: String, stderr: String) {
    try await runFolio(arguments + ["--quiet", "--cache-dir", "cache"], in: folder, environment: environment)
  }

  /// `folio merge ARGUMENTS…` in the folder (it takes no cache unless asked).
  func merge(_ arguments: [String]) async throws -> (status: Int32, stdout: String, stderr: String) {
    try await runFolio(["merge"] + arguments, in: folder, environment: ["GITHUB_ACTIONS": "false"])
  }

  /// The contents of a file of the folder.
  func read(_ path: String) throws -> Data {
    try #require(FileManager.default.contents(atPath: folder + "/" + path), "no \(path)")
  }

  /// A results file of the folder, decoded.
  func results(_ path: String) throws -> BookResults {
    try JSONDecoder().decode(BookResults.self, from: try read(path))
  }

  /// The number of checks in the fixture: 2 + 2 + 1 + 2 + 2 + 2.
  static let checks = 11
}

/// Validates a JUnit file with xmllint against `Fixtures/junit/junit.xsd` and parses it.
/// Fails (never skips) without xmllint: `make test` installs it (Debian's libxml2-utils).
func validatedJUnit(_ path: String) throws -> XMLDocumentTree {
  let schema = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/junit/junit.xsd").path
  let xmllint = ["/usr/bin/xmllint", "/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }
  let tool = try #require(xmllint, "xmllint is missing: run 'make test' or 'apt-get install libxml2-utils'")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tool)
  process.arguments = ["--noout", "--schema", schema, path]
  let errors = Pipe()
  process.standardError = errors
  try process.run()
  let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "\(path) does not validate: \(said)")
  return try XMLDocumentTree(Data(contentsOf: URL(fileURLWithPath: path)))
}

/// A parsed XML document as a tree of elements, read with Foundation's XMLParser (a real
/// parser: malformed XML throws).
final class XMLDocumentTree {
  /// One element.
  final class Element {
    let name: String
    let attributes: [String: String]
    var children: [Element] = []
    var text = ""
    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }
    /// The children named `name`.
    func all(_ name: String) -> [Element] { children.filter { $0.name == name } }
  }

  let root: Element

  init(_ data: Data) throws {
    let delegate = Builder()
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    guard parser.parse(), let root = delegate.root else {
      throw parser.parserError ?? CocoaError(.coderReadCorrupt)
    }
    self.root = root
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: Element?
    var stack: [Element] = []
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let element = Element(name: name, attributes: attributes)
      stack.last?.children.append(element)
      if root == nil { root = element }
      stack.append(element)
    }
    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      stack.removeLast()
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}
