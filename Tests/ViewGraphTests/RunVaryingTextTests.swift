import Testing

@testable import ViewGraph

/// What of a value's description differs on every run, and so is masked in the identity
/// tree (`RunVaryingText`): addresses and UUIDs, matched as the patterns
/// `0x[0-9a-fA-F]+` and `8-4-4-4-12` hexadecimal digits, left to right.
@Suite struct RunVaryingTextTests {
  @Test func anAddressShowsAsZeroXEllipsisWhereverItIs() {
    #expect(RunVaryingText.masked("ObjectIdentifier(0x00007fb4a1c0)") == "ObjectIdentifier(0x…)")
    #expect(RunVaryingText.masked("<Model: 0xDEADbeef>, 0x1") == "<Model: 0x…>, 0x…")
    #expect(RunVaryingText.masked("a0x1fz") == "a0x…z")
  }

  @Test func aZeroXWithoutHexDigitsIsKept() {
    #expect(RunVaryingText.masked("0x") == "0x")
    #expect(RunVaryingText.masked("0xg and 0x-1") == "0xg and 0x-1")
    #expect(RunVaryingText.masked("00x0x1") == "00x…x1")
  }

  @Test func aUUIDShowsAsUUIDEllipsisInEitherCase() {
    #expect(RunVaryingText.masked("E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == "UUID…")
    #expect(
      RunVaryingText.masked("id e621e1f8-c36c-495a-93fc-0c247a3e6e5f, then 6E5F")
        == "id UUID…, then 6E5F")
  }

  @Test func almostAUUIDIsKept() {
    let short = "E621E1F8-C36C-495A-93FC-0C247A3E6E5"
    #expect(RunVaryingText.masked(short) == short)
    let misplacedDash = "E621E1F-8C36C-495A-93FC-0C247A3E6E5F"
    #expect(RunVaryingText.masked(misplacedDash) == misplacedDash)
    #expect(RunVaryingText.masked("G621E1F8-C36C-495A-93FC-0C247A3E6E5F") == "G621E1F8-C36C-495A-93FC-0C247A3E6E5F")
  }

  @Test func textAroundIsKeptByteForByte() {
    #expect(RunVaryingText.masked("") == "")
    #expect(RunVaryingText.masked("Straße › 0xff › ✓") == "Straße › 0x… › ✓")
    #expect(RunVaryingText.masked("row 42") == "row 42")
  }

  /// A longer run of hex digits after a UUID's last group is part of neither mask: the
  /// UUID takes its 36 characters and what follows is kept, as the pattern matched.
  @Test func aUUIDFollowedByMoreDigitsMasksOnlyItsOwnLength() {
    #expect(RunVaryingText.masked("E621E1F8-C36C-495A-93FC-0C247A3E6E5F12") == "UUID…12")
  }
}
