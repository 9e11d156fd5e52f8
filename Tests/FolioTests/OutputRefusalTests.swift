import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// No `--out` can delete work: `folio build` and `folio sources` refuse, through the real
/// binary and before any work, every output folder that is not folio's to replace, and
/// leave every file as it was.
@Suite struct OutputRefusalTests {
  /// A chapter with one check (a book without checks does not pass).
  static let chapter = "# A\n\nProse.\n\n```swift\nlet a = 1\n```\n"

  /// A project in a fresh temporary folder: `project/` holds the chapters, a file, a
  /// folder of someone's files, a cache, a link to the chapters and a site folio wrote.
  func project() throws -> String {
    // Resolved, so the messages' resolved paths match whatever links TMPDIR has.
    let folder = ResolvedPath(try makeTemporaryFolder("folio-out")).path
    let project = folder + "/project"
    try write(Self.chapter, to: project + "/chapters/01-a.md")
    try write("my notes", to: project + "/notes.txt")
    try write("mine", to: project + "/docs/readme.md")
    try write("entry", to: project + "/.folio/cache/checks/x.txt")
    try FileManager.default.createSymbolicLink(atPath: project + "/link-to-chapters", withDestinationPath: "chapters")
    try write("old page", to: project + "/site/index.html")
    try write(OutputFolder.Writer.site.markerContents, to: project + "/site/.folio-site")
    return folder
  }

  /// Runs folio and expects a usage error naming `reason`, printed before any work,
  /// with every file of the temporary folder unchanged.
  func expectRefusal(
    _ arguments: [String], from directory: String = "project", _ reason: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = InterruptionTests().snapshot(folder)
    let outcome = try await runFolio(arguments, in: folder + "/" + directory)
    let printed = outcome.stderr.replacingOccurrences(of: folder, with: "$TMP")
    #expect(outcome.status == 2, "\(outcome.stdout)\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(printed.contains(reason), "\(printed)", sourceLocation: sourceLocation)
    #expect(printed.contains("hint: folio replaces the whole --out folder"), sourceLocation: sourceLocation)
    // Refused before any work: no report, no progress, no compiler.
    #expect(outcome.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(
      !outcome.stderr.contains("Compiling") && !outcome.stderr.contains("Checked"), sourceLocation: sourceLocation)
    #expect(InterruptionTests().snapshot(folder) == before, "files changed", sourceLocation: sourceLocation)
    #expect(
      !FileManager.default.fileExists(atPath: folder + "/project/.folio/work"), sourceLocation: sourceLocation)
  }

  @Test func buildRefusesTheChaptersFolder() async throws {
    try await expectRefusal(
      ["build", "--out", "chapters"],
      "refusing to replace 'chapters' with folio's output: it is the chapters folder 'chapters'")
  }

  @Test(arguments: ["./chapters/", "chapters/../chapters", "chapters//", "../project/chapters"])
  func buildRefusesTheChaptersFolderHoweverItIsSpelled(_ out: String) async throws {
    try await expectRefusal(["build", "--out", out], "it is the chapters folder 'chapters' ($TMP/project/chapters)")
  }

  @Test func buildRefusesALinkToTheChaptersFolder() async throws {
    try await expectRefusal(
      ["build", "--out", "link-to-chapters"], "it is the chapters folder 'chapters' ($TMP/project/chapters)")
  }

  @Test func buildRefusesAFolderInsideTheChapters() async throws {
    try await expectRefusal(["build", "--out", "chapters/site"], "it is inside the chapters folder 'chapters'")
  }

  @Test func buildRefusesTheCurrentFolder() async throws {
    try await expectRefusal(
      ["build", "--out", "."], "refusing to replace '.' with folio's output: it is the current folder")
  }

  @Test(arguments: ["..", "/"])
  func buildRefusesAnAncestorOfTheCurrentFolder(_ out: String) async throws {
    try await expectRefusal(["build", "--out", out], "it contains the current folder")
  }

  @Test func buildRefusesTheBooksRoot() async throws {
    try await expectRefusal(
      ["build", "--chapters", "project/chapters", "--out", "project"], from: "",
      "it is the book's root (the folder holding 'project/chapters')")
  }

  @Test func buildRefusesAFileAndKeepsIt() async throws {
    try await expectRefusal(
      ["build", "--out", "notes.txt"],
      "refusing to replace 'notes.txt' with folio's output: it exists and is not a folder")
  }

  @Test func buildRefusesAFolderFolioDidNotWrite() async throws {
    try await expectRefusal(
      ["build", "--out", "docs"], "it is a folder folio did not write (it is not empty and has no .folio-site file)")
  }

  @Test func buildRefusesTheCacheAndWhatHoldsOrIsInsideIt() async throws {
    try await expectRefusal(["build", "--out", ".folio/cache"], "it is the cache folder '.folio/cache'")
    try await expectRefusal(["build", "--out", ".folio/cache/site"], "it is inside the cache folder '.folio/cache'")
    try await expectRefusal(["build", "--out", ".folio"], "it contains the cache folder '.folio/cache'")
    try await expectRefusal(["build", "--cache-dir", "site", "--out", "site"], "it is the cache folder 'site'")
  }

  @Test func buildRefusesTheWorkFolder() async throws {
    try await expectRefusal(
      ["build", "--work-directory", "scratch", "--out", "scratch/site"], "it is inside the work folder 'scratch'")
  }

  @Test func aSiteFolioWroteIsReplacedAndNothingElseChanges() async throws {
    let folder = try project()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var before = InterruptionTests().snapshot(folder)
    let outcome = try await runFolio(["build", "--out", "site"], in: folder + "/project")
    #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    #expect(outcome.stdout.contains(" files to site\n"))
    let after = InterruptionTests().snapshot(folder)
    #expect(after["project/site/.folio-site"] == Data(OutputFolder.Writer.site.markerContents.utf8))
    #expect(after["project/site/index.html"] != before["project/site/index.html"])
    #expect(after["project/site/01-a.html"] != nil)
    // The site changed; the cache may have grown; everything else is as it was.
    let others = { (path: String) in !path.hasPrefix("project/site/") && !path.hasPrefix("project/.folio/") }
    before = before.filter { others($0.key) }
    #expect(after.filter { others($0.key) } == before)
  }

  @Test func oneLetterFoldersWork() async throws {
    // Foundation's path functions trap (SIGILL) on a one-character path: `--out .` crashed so.
    let folder = try project()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(Self.chapter, to: folder + "/project/c/01-a.md")
    let outcome = try await runFolio(["build", "--chapters", "c", "--out", "s"], in: folder + "/project")
    #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/project/s/01-a.html"))
    let sources = try await runFolio(["sources", "c", "--out", "o"], in: folder + "/project")
    #expect(sources.status == 0, "\(sources.stdout)\(sources.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/project/o/.folio-sources"))
  }

  @Test func sourcesRefusesTheChaptersFolder() async throws {
    try await expectRefusal(
      ["sources", "chapters", "--out", "chapters"],
      "refusing to replace 'chapters' with folio's output: it is the chapters folder 'chapters'")
  }

  @Test func sourcesRefusesTheFolderOfAChapterFile() async throws {
    try await expectRefusal(
      ["sources", "chapters/01-a.md", "--out", "./chapters"], "it is the chapters folder 'chapters'")
  }

  @Test func sourcesRefusesTheCurrentFolderAFileAndAFolderItDidNotWrite() async throws {
    try await expectRefusal(["sources", "--out", "."], "it is the current folder")
    try await expectRefusal(["sources", "--out", "notes.txt"], "it exists and is not a folder")
    // A site is folio's, but not `folio sources`'s: each writer replaces only its own.
    try await expectRefusal(["sources", "--out", "site"], "has no .folio-sources file")
  }
}
