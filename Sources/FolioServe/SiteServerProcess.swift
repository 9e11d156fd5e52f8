import FolioCore
import Foundation
import Synchronization

/// `folio serve`'s site server: the `folio-site-server` process folio starts, which
/// serves the site and reloads the open pages, told each build's outcome on its
/// standard input. It lives as long as that input: when folio exits, however it ends,
/// the pipe closes and the server stops.
///
/// A process of its own so that folio itself never links the HTTP library (FlyingFox),
/// whose proxy handler brings FoundationNetworking and libcurl's libraries, which the
/// loader would otherwise search on every start of folio (about 10 ms of each).
public final class SiteServerProcess: Sendable {
  /// The executable's name: `swift build` leaves it beside folio, `make install` puts
  /// it in `lib/folio`, beside the engine.
  public static let executableName = "folio-site-server"

  /// The port it listens on.
  public let port: UInt16
  /// The write end of its standard input, `nil` once stopped: a lock orders each
  /// message against ``stop()``, which an interrupted folio calls from another thread.
  private let input: Mutex<FileHandle?>
  let process: Process

  private init(port: UInt16, input: FileHandle, process: Process) {
    self.port = port
    self.input = Mutex(input)
    self.process = process
  }

  /// Starts the server at `executable` on the site folder `site` (`nil`: none until a
  /// build names one) and 127.0.0.1:`port` (0: any free port), and waits until it listens.
  ///
  /// - Throws: ``ToolFailure`` when it cannot be started, cannot listen (the port in
  ///   use: its own failure) or stops before it says.
  public static func start(executable: String, site: String?, port: UInt16) async throws(ToolFailure)
    -> SiteServerProcess
  {
    // A message to a server that has stopped must be a failure folio reports, not a
    // SIGPIPE that ends folio (folio serve ignores it already: Interruption).
    signal(SIGPIPE, SIG_IGN)
    let input = Pipe()
    let output = Pipe()
    // folio's other children (compiles, scenario runs) must not hold the server's input
    // open, or the server would outlive folio.
    for end in [input.fileHandleForWriting, output.fileHandleForReading] {
      _ = fcntl(end.fileDescriptor, F_SETFD, FD_CLOEXEC)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.standardInput = input
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw ToolFailure(
        "cannot start folio's site server \(executable): \(error.localizedDescription)",
        hint: "folio serve needs \(executableName) beside folio (swift build) or in lib/folio (make install):"
          + " build or install folio again")
    }
    // The child's ends are the child's: with them closed here, its exit ends the read below.
    try? input.fileHandleForReading.close()
    try? output.fileHandleForWriting.close()
    // A server that has already exited fails this write: the read below then says how it ended.
    try? send(.start(site: site, port: port), to: input.fileHandleForWriting)
    let reply = await firstLine(of: output.fileHandleForReading)
    try? output.fileHandleForReading.close()
    guard let reply else {
      process.waitUntilExit()
      throw ToolFailure(
        "folio's site server \(executable) stopped before it listened (exit status \(process.terminationStatus))",
        hint: "its message, if any, is above; build or install folio again if it persists")
    }
    switch try SiteServerWire.value(SiteServerReply.self, from: reply) {
    case .listening(let bound):
      return SiteServerProcess(port: bound, input: input.fileHandleForWriting, process: process)
    case .failed(let failure):
      throw failure
    }
  }

  /// Tells the server a build finished: the pages show `failure` (the build's report)
  /// when there is one, else the site in `site` (or the folder served so far). Nothing,
  /// once folio has stopped it: a build that ends as Ctrl-C arrives is no failure.
  ///
  /// - Throws: ``ToolFailure`` when the server has stopped by itself.
  public func finished(failure: String?, site: String?) throws(ToolFailure) {
    try input.withLock { (input: inout FileHandle?) throws(ToolFailure) in
      guard let input else { return }
      try Self.send(.finished(failure: failure, site: site), to: input)
    }
  }

  /// Stops the server: closes its input, which it ends on, and waits for it to exit.
  public func stop() {
    input.withLock { input in
      try? input?.close()
      input = nil
    }
    process.waitUntilExit()
  }

  private static func send(_ message: SiteServerMessage, to input: FileHandle) throws(ToolFailure) {
    var bytes = Array((SiteServerWire.line(message) + "\n").utf8)
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(input.fileDescriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        throw ToolFailure(
          "folio's site server stopped (\(String(cString: strerror(errno))))",
          hint: "its message, if any, is above; run folio serve again")
      }
      bytes.removeFirst(written)
    }
  }

  /// The first line `handle` reads, without its line feed; `nil` at its end before one.
  private static func firstLine(of handle: FileHandle) async -> String? {
    await withCheckedContinuation { continuation in
      // A blocking read, off the tasks' threads.
      Thread.detachNewThread {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(handle.fileDescriptor, &byte, 1) == 1 {
          if byte == UInt8(ascii: "\n") {
            continuation.resume(returning: String(decoding: line, as: UTF8.self))
            return
          }
          line.append(byte)
        }
        continuation.resume(returning: nil)
      }
    }
  }
}
