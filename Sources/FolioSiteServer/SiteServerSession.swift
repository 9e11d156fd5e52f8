import FolioCore
import FolioServe
import Foundation

/// The life of the `folio-site-server` process: the first message says where to serve,
/// the answer says where it listens (or why it cannot), each message after it records a
/// build, and the end of its input (folio has exited or stopped serving) stops it.
public enum SiteServerSession {
  /// Runs a session over `input`'s lines, answering the start with `reply`; the exit
  /// status: 0 at the end of the input, 2 for a line that is not a message folio sends
  /// (said on standard error), 3 when it cannot listen.
  public static func run(
    input: AsyncStream<String>, reply: @Sendable (SiteServerReply) -> Void, longPoll: Duration = .seconds(20)
  ) async -> Int32 {
    var lines = input.makeAsyncIterator()
    guard let first = await lines.next() else { return 0 }
    let server: SiteServer
    let book = ServedBook()
    do throws(ToolFailure) {
      guard case .start(let site, let port) = try SiteServerWire.value(SiteServerMessage.self, from: first) else {
        throw ToolFailure("the site server's first message must say where to serve: \(first.prefix(200))")
      }
      server = try SiteServer(site: site, port: port, book: book, longPoll: longPoll)
      reply(.listening(port: try await server.start()))
    } catch {
      reply(.failed(error))
      return 3
    }
    var status: Int32 = 0
    while let line = await lines.next() {
      do throws(ToolFailure) {
        guard case .finished(let failure, let site) = try SiteServerWire.value(SiteServerMessage.self, from: line)
        else { throw ToolFailure("the site server was told to start twice") }
        await book.finished(failure.map { .failed(report: $0) } ?? .ready, site: site)
      } catch {
        FileHandle.standardError.write(Data((error.rendered + "\n").utf8))
        status = 2
        break
      }
    }
    await server.stop()
    return status
  }

  /// The lines of standard input, read on a thread of their own, ending with it.
  public static func standardInputLines() -> AsyncStream<String> {
    let (lines, continuation) = AsyncStream.makeStream(of: String.self)
    Thread.detachNewThread {
      while let line = readLine(strippingNewline: true) { continuation.yield(line) }
      continuation.finish()
    }
    return lines
  }

  /// Writes `reply` as one line on standard output, at once.
  @Sendable public static func printReply(_ reply: SiteServerReply) {
    FileHandle.standardOutput.write(Data((SiteServerWire.line(reply) + "\n").utf8))
  }
}
