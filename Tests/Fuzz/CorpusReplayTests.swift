#if !FOLIO_FUZZ_IN_MODULE
  import Foundation
  import Testing

  /// Every input of the committed fuzz corpus keeps the parsers' invariants, in a plain
  /// `swift test` without libFuzzer: the harness is a package target, type-checked with
  /// everything else, and a corpus file that breaks an invariant fails here too.
  @Suite struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("corpus")
      .path

    @Test func everyCorpusInputKeepsTheInvariants() throws {
      let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus).sorted()
      #expect(names.count > 100)
      for name in names {
        let data = try #require(FileManager.default.contents(atPath: Self.corpus + "/" + name))
        FuzzInvariants.check([UInt8](data))
      }
    }
  }
#endif
