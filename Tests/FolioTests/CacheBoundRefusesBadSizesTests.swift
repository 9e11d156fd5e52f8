import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioToolchain

/// A size folio cannot read is a usage error (exit 2) before any work, wherever it is
/// written: `folio cache prune --max-size`, or `FOLIO_CACHE_MAX_SIZE` for a build. A
/// negative, a unit folio does not know, an empty value or one past 2^64 bytes is never
/// taken for some other bound.
@Suite struct CacheBoundRefusesBadSizesTests {
  @Test(arguments: ["-1", "2X", "", "1.5G", "G", " 2G", "2 G", "99999999999999999999", "20000000000T", "2GBB"])
  func aBadSizeIsRefused(_ text: String) {
    guard case .failure = ByteSize.parse(text) else {
      Issue.record("'\(text)' was read as a size")
      return
    }
  }

  @Test func sizesAreBytesOrBinaryUnits() throws {
    #expect(try ByteSize.parse("0").get().bytes == 0)
    #expect(try ByteSize.parse("1048576").get().bytes == 1_048_576)
    #expect(try ByteSize.parse("500M").get().bytes == 500 << 20)
    #expect(try ByteSize.parse("2G").get() == ByteSize.defaultCacheBound)
    #expect(try ByteSize.parse("2g").get().bytes == 2 << 30)
    #expect(try ByteSize.parse("64KB").get().bytes == 64 << 10)
    #expect(try ByteSize.parse("1T").get().bytes == 1 << 40)
    #expect(try ByteSize.parse("100B").get().bytes == 100)
  }

  @Test func theMessagesSayWhatIsWrong() {
    #expect(ByteSize.parse("-1") == .failure(ByteSizeError("'-1' is negative: a size is 0 or more")))
    #expect(ByteSize.parse("99999999999999999999") == .failure(ByteSizeError("'99999999999999999999' is too large")))
    guard case .failure(let unit) = ByteSize.parse("2X"), case .failure(let empty) = ByteSize.parse("") else {
      Issue.record("a bad size was read")
      return
    }
    #expect(unit.message.hasPrefix("'2X' is not a size"))
    #expect(empty.message.hasPrefix("the size is empty"))
  }

  @Test func aBadMaxSizeIsAUsageErrorAndDeletesNothing() async throws {
    let folder = try makeTemporaryFolder("folio-prune-size")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = BuildCache(directory: folder + "/cache")
    cache.storeRun(StableHash.key("kept"), events: "{}")
    for value in ["-1", "2X", "", "99999999999999999999"] {
      let outcome = try await runFolio(["cache", "prune", "--cache-dir", "cache", "--max-size=" + value], in: folder)
      #expect(outcome.status == 2, "'\(value)': \(outcome.stdout)\(outcome.stderr)")
      #expect(value.isEmpty || outcome.stderr.contains("Error: --max-size: "), "'\(value)': \(outcome.stderr)")
    }
    let spaced = try await runFolio(["cache", "prune", "--cache-dir", "cache", "--max-size", "-1"], in: folder)
    #expect(spaced.status == 2, "\(spaced.stderr)")
    let both = try await runFolio(["cache", "prune", "--cache-dir", "cache", "--all", "--max-size", "1M"], in: folder)
    #expect(both.status == 2)
    #expect(both.stderr.contains("give --all or --max-size, not both"))
    #expect(cache.runEvents(StableHash.key("kept")) == "{}")
  }

  @Test func aBadEnvironmentBoundIsAUsageErrorBeforeAnyBuild() async throws {
    let folder = try makeTemporaryFolder("folio-bound-env")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("# A\n\n```swift\nlet x = 1\n```\n", to: folder + "/chapters/01-a.md")
    for value in ["-1", "2X", "", "99999999999999999999"] {
      let outcome = try await runFolio(
        ["test", "chapters", "--quiet", "--cache-dir", "cache"], in: folder,
        environment: ["FOLIO_CACHE_MAX_SIZE": value])
      #expect(outcome.status == 2, "'\(value)': \(outcome.stdout)\(outcome.stderr)")
      #expect(outcome.stderr.contains("Error: FOLIO_CACHE_MAX_SIZE: "), "'\(value)': \(outcome.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder + "/cache"))
    }
  }
}
