import FlyingFox
import FlyingSocks
import FolioCore
import Foundation

/// The HTTP server of `folio serve`: FlyingFox listening on 127.0.0.1 only, answering
/// with a ``SiteResponder``.
actor SiteServer {
  /// The port asked for (0: any free port, for tests).
  let port: UInt16
  private let server: HTTPServer
  private var running: Task<Void, Never>?
  private var failure: (any Error)?

  /// A server for the site folder `site` (`nil`: none until a build of `book` names
  /// one) in the state `book`, not yet listening.
  init(site: String?, port: UInt16, book: ServedBook, longPoll: Duration = .seconds(20)) throws(ToolFailure) {
    self.port = port
    let address: sockaddr_in
    do {
      address = try .inet(ip4: "127.0.0.1", port: port)
    } catch {
      throw ToolFailure("cannot serve on 127.0.0.1:\(port): \(error.localizedDescription)")
    }
    // FlyingFox ends a request its handler has not answered in `timeout` (15 s by
    // default), shorter than the reload channel's long poll: give every answer the
    // poll and a minute more, so a held poll or a slow page is answered, not cut.
    server = HTTPServer(
      address: address, timeout: longPoll.seconds + 60, logger: .disabled,
      handler: SiteResponder(site: site, book: book, longPoll: longPoll))
  }

  /// Starts listening on 127.0.0.1; the port it listens on.
  ///
  /// - Throws: ``ToolFailure/portInUse(_:)`` when another program has the port, or
  ///   another ``ToolFailure`` when the socket cannot be opened.
  func start() async throws(ToolFailure) -> UInt16 {
    let server = self.server
    running = Task { [weak self] in
      do { try await server.run() } catch { await self?.stopped(by: error) }
    }
    // A bounded number of looks rather than a deadline: on a busy machine (or in a test
    // run whose other tests hold every thread) a look is late, not a failure.
    for _ in 0..<3000 {
      if let failure { throw Self.toolFailure(failure, port: port) }
      if await server.isListening, case .ip4(_, let bound) = await server.listeningAddress { return bound }
      try? await Task.sleep(for: .milliseconds(10))
    }
    throw ToolFailure("cannot serve on 127.0.0.1:\(port): the server did not start listening")
  }

  /// Stops listening and closes the open connections.
  func stop() async {
    await server.stop()
    running?.cancel()
  }

  private func stopped(by error: any Error) {
    failure = error
  }

  /// What a socket error means to the author.
  static func toolFailure(_ error: any Error, port: UInt16) -> ToolFailure {
    if case .failed(_, let number, _) = error as? SocketError, number == EADDRINUSE {
      return .portInUse(port)
    }
    return ToolFailure("cannot serve on 127.0.0.1:\(port): \(error.localizedDescription)")
  }
}

extension ToolFailure {
  /// `folio serve` on a port another program listens on.
  static func portInUse(_ port: UInt16) -> ToolFailure {
    ToolFailure(
      "cannot serve on 127.0.0.1:\(port): the port is already in use",
      hint: "another program (or another folio serve) listens there: stop it, or choose a free port with --port")
  }
}
