import Foundation
import Testing

@testable import FolioServe

/// The watcher sees every save of a watched file, and only of watched, visible files.
@Suite struct BookWatcherTests {
  @Test func anEditAnAddedAndARemovedFileAreChangesAndHiddenOnesAreNot() throws {
    let folder = try makeTemporaryFolder("folio-watch")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# One\n", to: folder + "/chapters/01.md")
    try write("# Two\n", to: folder + "/chapters/part/02.md")
    try write("[book]\n", to: folder + "/folio.toml")
    try write("not watched", to: folder + "/notes.txt")
    let watcher = BookWatcher(paths: [folder + "/chapters", folder + "/folio.toml", folder + "/missing.css"])
    let before = watcher.snapshot()
    #expect(
      before.keys.sorted() == [folder + "/chapters/01.md", folder + "/chapters/part/02.md", folder + "/folio.toml"])

    try write("# One, longer\n", to: folder + "/chapters/01.md")
    try write("swap", to: folder + "/chapters/.01.md.swp")
    try write("still not watched", to: folder + "/notes.txt")
    try FileManager.default.removeItem(atPath: folder + "/chapters/part/02.md")
    try write("# Three\n", to: folder + "/chapters/03.md")
    try write("body {}", to: folder + "/missing.css")
    let after = watcher.snapshot()
    #expect(
      BookWatcher.changes(from: before, to: after) == [
        folder + "/chapters/01.md", folder + "/chapters/03.md", folder + "/chapters/part/02.md",
        folder + "/missing.css",
      ])
    #expect(BookWatcher.changes(from: after, to: watcher.snapshot()).isEmpty)
  }

  @Test func aFileSavedDuringABuildIsStillAChangeAfterIt() throws {
    let folder = try makeTemporaryFolder("folio-watch-baseline")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# One\n", to: folder + "/chapters/01.md")
    let watcher = BookWatcher(paths: [folder + "/chapters"])
    let beforeBuild = watcher.snapshot()
    try write("# One, saved while building\n", to: folder + "/chapters/01.md")  // during the build
    try write("png", to: folder + "/images/a.png")  // an asset the build found
    let next = BookWatcher(paths: [folder + "/chapters", folder + "/images/a.png"])
    let baseline = next.baseline(before: beforeBuild)
    #expect(BookWatcher.changes(from: baseline, to: next.snapshot()) == [folder + "/chapters/01.md"])
  }
}
