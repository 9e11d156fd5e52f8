import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// A cache entry is believed only as the entry of the kind and key it was written for,
/// with every byte it was written with.
@Suite struct EntrySealTests {
  let content = Data("failed\nerror: cannot convert value\n".utf8)

  @Test func aSealedEntryOpensAsWritten() {
    let sealed = EntrySeal.seal(content, kind: "check", key: "abc")
    #expect(EntrySeal.open(sealed, kind: "check", key: "abc") == content)
    #expect(EntrySeal.open(EntrySeal.seal(Data(), kind: "run", key: "k"), kind: "run", key: "k") == Data())
  }

  @Test func anyChangeIsFoundOut() {
    let sealed = EntrySeal.seal(content, kind: "check", key: "abc")
    let flipped = Data(String(decoding: sealed, as: UTF8.self).replacingOccurrences(of: "failed\n", with: "ok\n").utf8)
    #expect(EntrySeal.open(flipped, kind: "check", key: "abc") == nil)
    #expect(EntrySeal.open(sealed.dropLast(), kind: "check", key: "abc") == nil)
    #expect(EntrySeal.open(sealed + Data("x".utf8), kind: "check", key: "abc") == nil)
    #expect(EntrySeal.open(sealed.prefix(40), kind: "check", key: "abc") == nil)
    #expect(EntrySeal.open(content, kind: "check", key: "abc") == nil)
    #expect(EntrySeal.open(Data(), kind: "check", key: "abc") == nil)
  }

  @Test func anEntryForAnotherKeyOrKindIsNotThisOne() {
    let sealed = EntrySeal.seal(content, kind: "check", key: "abc")
    #expect(EntrySeal.open(sealed, kind: "check", key: "abd") == nil)
    #expect(EntrySeal.open(sealed, kind: "run", key: "abc") == nil)
  }
}
