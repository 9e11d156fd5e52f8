import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Markdown nested deeper than ``MarkdownParser/depthLimit`` is a located chapter
/// error, never a crash; Markdown nested up to the limit is read, rendered and indexed.
///
/// The real `folio` binary runs on generated chapters (cmark's own pathological
/// inputs), so the stack is the one production has: a test on another thread or in
/// the test process would prove nothing about it.
@Suite(.serialized) struct MarkdownDepthLimitTests {
  /// Nesting far past any limit, each shape cmark accepts and turns into a deep tree.
  static let tooDeep: [(name: String, body: String)] = [
    ("01-quotes", String(repeating: ">", count: 40_000) + " a\n"),
    ("02-strong", nested("*a **a ", "b", " a** a*", 20_000)),
    ("03-quoted-lists", String(repeating: "> - ", count: 10_000) + "a\n"),
    ("04-lists", String(repeating: "- ", count: 20_000) + "a\n"),
    ("05-images", String(repeating: "![a", count: 20_000) + String(repeating: "](b)", count: 20_000) + "\n"),
  ]

  /// Nesting exactly at the limit (a paragraph and its text count as levels too), and
  /// cmark's nested brackets, which stay flat.
  static let atTheLimit: [(name: String, body: String)] = [
    ("06-quotes", String(repeating: ">", count: MarkdownParser.depthLimit - 2) + " a\n"),
    ("07-lists-and-links", String(repeating: "- ", count: (MarkdownParser.depthLimit - 4) / 2) + "*[a](b.md)*\n"),
    ("08-strong", nested("**a ", "b", " a**", MarkdownParser.depthLimit - 2)),
    ("09-brackets", String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000) + "\n"),
  ]

  /// `open` `count` times, `middle`, `close` `count` times: emphasis nested `count` deep.
  static func nested(_ open: String, _ middle: String, _ close: String, _ count: Int) -> String {
    String(repeating: open, count: count) + middle + String(repeating: close, count: count) + "\n"
  }

  /// Runs the real `folio` with `arguments` in `folder`; its exit status and what it printed.
  func folio(_ arguments: [String], in folder: String) async throws -> (
    status: Int32, signalled: Bool, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try TestEngine.location().directory + "/folio")
    process.arguments =
      withGenerousTimeout(arguments) + [
        "--quiet", "--work-directory", folder + "/work", "--cache-dir", folder + "/cache",
      ]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = folder + "/folio.out"
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: output)
    process.standardError = FileHandle(forWritingAtPath: output)
    // Awaited, not waited for: a blocked thread would starve other tests.
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
      process.terminationHandler = { _ in continuation.resume() }
      do { try process.run() } catch { continuation.resume(throwing: error) }
    }
    let text = String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal, text)
  }

  func book(_ chapters: [(name: String, body: String)], landing: String? = nil) throws -> String {
    let folder = try makeTemporaryFolder("folio-depth")
    for chapter in chapters {
      try write("# \(chapter.name)\n\n\(chapter.body)", to: "\(folder)/chapters/\(chapter.name).md")
    }
    if let landing { try write(landing, to: "\(folder)/chapters/index.md") }
    return folder
  }

  @Test func nestingPastTheLimitIsALocatedErrorNotACrash() async throws {
    let landing = "# Book\n\n" + String(repeating: "> ", count: 500) + "a\n"
    let folder = try book(Self.tooDeep + Self.atTheLimit, landing: landing)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await folio(["test", "chapters"], in: folder)
    #expect(!run.signalled, "folio was killed by signal \(run.status)")
    #expect(run.status == 1, "\(run.output.prefix(2000))")
    let errors = run.output.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
    let message = "error: Markdown is nested deeper than \(MarkdownParser.depthLimit) levels"
    for chapter in Self.tooDeep {
      #expect(errors.contains { $0.hasPrefix("chapters/\(chapter.name).md:3:") && $0.contains(message) }, "\(errors)")
    }
    #expect(errors.contains { $0.hasPrefix("chapters/index.md:3:") && $0.contains(message) }, "\(errors)")
    #expect(errors.count == Self.tooDeep.count + 1, "\(errors)")
    #expect(run.output.contains("hint: flatten"))
  }

  @Test func nestingUpToTheLimitBuildsTheSite() async throws {
    // One check, for a book without checks does not pass.
    let checked = (name: "99-check", body: "```swift\nlet a = 1\n```\n")
    let folder = try book(Self.atTheLimit + [checked], landing: "# Book\n\n" + Self.atTheLimit[0].body)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await folio(["build", "--chapters", "chapters", "--out", "site"], in: folder)
    #expect(!run.signalled, "folio was killed by signal \(run.status)")
    #expect(run.status == 0, "\(run.output.prefix(2000))")
    func site(_ path: String) -> String {
      String(decoding: FileManager.default.contents(atPath: folder + "/site/" + path) ?? Data(), as: UTF8.self)
    }
    #expect(site("06-quotes.html").components(separatedBy: "<blockquote>").count - 1 == MarkdownParser.depthLimit - 2)
    #expect(site("08-strong.html").components(separatedBy: "<strong>").count - 1 == MarkdownParser.depthLimit - 2)
    #expect(site("assets/search-index.js").contains("\"08-strong.html\""))
  }
}
