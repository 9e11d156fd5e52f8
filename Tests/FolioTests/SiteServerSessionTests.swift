import Foundation
import Testing

@testable import FolioCore
@testable import FolioServe
@testable import FolioSiteServer

/// The site server process's session, driven line by line as folio drives it: the start
/// answered with the port, each build reaching the pages, the end of input stopping it.
@Suite struct SiteServerSessionTests {
  /// The replies a session wrote.
  final class Replies: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [SiteServerReply] = []
    func record(_ reply: SiteServerReply) { lock.withLock { list.append(reply) } }
    var all: [SiteServerReply] { lock.withLock { list } }
    /// The first reply, once written.
    func first() async -> SiteServerReply {
      while all.isEmpty { try? await Task.sleep(for: .milliseconds(10)) }
      return all[0]
    }
  }

  /// A session over a stream the test writes; the stream's end, the replies, and the
  /// session's exit status to come.
  static func session() -> (AsyncStream<String>.Continuation, Replies, Task<Int32, Never>) {
    let (lines, input) = AsyncStream.makeStream(of: String.self)
    let replies = Replies()
    let session = Task {
      await SiteServerSession.run(input: lines, reply: replies.record, longPoll: .milliseconds(200))
    }
    return (input, replies, session)
  }

  @Test func theStartIsAnsweredWithThePortEachBuildReachesThePagesAndTheEndOfInputStopsIt() async throws {
    let (site, folder) = try SiteRequestPathTests.makeSite()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (input, replies, session) = Self.session()
    input.yield(SiteServerWire.line(SiteServerMessage.start(site: site, port: 0)))
    guard case .listening(let port) = await replies.first() else {
      Issue.record("no port: \(replies.all)")
      return
    }
    input.yield(SiteServerWire.line(SiteServerMessage.finished(failure: "chapters/a.md:1:1: <b>bad</b>", site: nil)))
    let failed = await LocalHTTP.poll("/", port: port, for: .seconds(60)) { $0.body.contains("does not build") }
    input.yield(SiteServerWire.line(SiteServerMessage.finished(failure: nil, site: nil)))
    let ready = await LocalHTTP.poll("/", port: port, for: .seconds(60)) { $0.body.contains("home") }
    input.finish()
    #expect(await session.value == 0)
    #expect(failed?.body.contains("&lt;b&gt;bad&lt;/b&gt;") == true, "\(failed?.body ?? "")")
    #expect(ready?.body.contains("data-generation=\"2\"") == true, "\(ready?.body ?? "")")
    #expect((try? await LocalHTTP.request("/", port: port)) == nil, "stopped with its input")
    #expect(replies.all.count == 1)
  }

  @Test func aFirstLineThatIsNotAStartIsAnsweredWithAFailureAndNothingListens() async {
    let (input, replies, session) = Self.session()
    input.yield(SiteServerWire.line(SiteServerMessage.finished(failure: nil, site: nil)))
    #expect(await session.value == 3)
    guard case .failed(let failure) = replies.all.first else {
      Issue.record("no failure: \(replies.all)")
      return
    }
    #expect(failure.message.contains("first message must say where to serve"))
  }

  @Test func aPortInUseIsAnsweredWithTheTypedFailure() async throws {
    let (socket, port) = try LocalHTTP.occupiedPort()
    defer { try? socket.close() }
    let (input, replies, session) = Self.session()
    input.yield(SiteServerWire.line(SiteServerMessage.start(site: NSTemporaryDirectory(), port: port)))
    #expect(await session.value == 3)
    #expect(replies.all == [.failed(.portInUse(port))])
  }

  @Test(arguments: ["garbage", SiteServerWire.line(SiteServerMessage.start(site: nil, port: 0))])
  func aLaterLineThatIsNotABuildStopsTheServerWithStatus2(line: String) async throws {
    let (input, replies, session) = Self.session()
    input.yield(SiteServerWire.line(SiteServerMessage.start(site: nil, port: 0)))
    guard case .listening(let port) = await replies.first() else {
      Issue.record("no port: \(replies.all)")
      return
    }
    input.yield(line)
    #expect(await session.value == 2)
    #expect((try? await LocalHTTP.request("/", port: port)) == nil)
  }

  @Test func noInputAtAllEndsAtOnceWithoutListening() async {
    let (input, replies, session) = Self.session()
    input.finish()
    #expect(await session.value == 0)
    #expect(replies.all.isEmpty)
  }
}
