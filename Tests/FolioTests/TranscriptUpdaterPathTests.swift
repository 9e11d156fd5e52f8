import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// `--update` writes a chapter named by any path, however short: Foundation's
/// `deletingLastPathComponent` traps on a one-character path.
@Suite struct TranscriptUpdaterPathTests {
  @Test func updateRewritesAChapterWhosePathIsOneCharacter() async throws {
    let folder = try makeTemporaryFolder("folio-one-letter")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(
      """
      # One letter

      ```swift scenario=hello
      struct Hello: View {
        var body: some View { Text("hi").onAppear { print("Mounted") } }
      }
      ```

      ```transcript scenario=hello
      Wrong
      ```

      """, to: folder + "/x")
    let run = try await runFolio(
      ["test", "x", "--update", "--quiet", "--cache-dir", folder + "/cache", "--work-directory", folder + "/work"],
      in: folder)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("updated x"), "\(run.stdout)")
    let text = try String(contentsOfFile: folder + "/x", encoding: .utf8)
    #expect(text.contains("```transcript scenario=hello\nMounted\n```"), "\(text)")
  }
}
