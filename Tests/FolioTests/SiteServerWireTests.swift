import Foundation
import Testing

@testable import FolioCore
@testable import FolioServe

/// The channel between `folio serve` and its site server: one JSON value per line.
@Suite struct SiteServerWireTests {
  @Test func aReportWithLineBreaksTravelsOnOneLineAndArrivesWhole() throws {
    let report = "chapters/a.md:3:1: error: <b>x</b>\n  \"quoted\"\r\n\u{2028}end\\"
    let message = SiteServerMessage.finished(failure: report, site: "/book/site\nnext")
    let line = SiteServerWire.line(message)
    #expect(!line.contains("\n") && !line.contains("\r"))
    #expect(try SiteServerWire.value(SiteServerMessage.self, from: line) == message)
  }

  @Test func everyMessageAndReplyRoundTrips() throws {
    let messages: [SiteServerMessage] = [
      .start(site: nil, port: 0), .start(site: "/s", port: 65535), .finished(failure: nil, site: nil),
    ]
    for message in messages {
      #expect(try SiteServerWire.value(SiteServerMessage.self, from: SiteServerWire.line(message)) == message)
    }
    let replies: [SiteServerReply] = [.listening(port: 3000), .failed(ToolFailure("no", hint: "fix it"))]
    for reply in replies {
      #expect(try SiteServerWire.value(SiteServerReply.self, from: SiteServerWire.line(reply)) == reply)
    }
  }

  @Test(arguments: ["", "not json", "{}", "{\"start\":{\"port\":70000}}", "{\"stop\":{}}", "[1]"])
  func anUnreadableLineIsAToolFailureQuotingIt(line: String) {
    #expect(throws: ToolFailure.self) { _ = try SiteServerWire.value(SiteServerMessage.self, from: line) }
    do {
      _ = try SiteServerWire.value(SiteServerMessage.self, from: line)
    } catch {
      #expect(error.message.hasSuffix(": " + line))
    }
  }
}
