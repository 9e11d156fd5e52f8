import FolioCore
import Foundation
import ScenarioWire

#if canImport(Glibc)
  import Glibc
#endif

/// A fork server: a scenario host (``ScenarioHost``, `--serve`) that started once in a
/// sandbox, with the engine and the Swift runtime loaded, and forks a fresh process for
/// each transcript of the one library it serves (``ScenarioServers``).
///
/// Starting a process per transcript spent most of a transcript's cost before any
/// chapter code ran: a sandbox's namespaces made and torn down, the loader binding the
/// engine and the runtime, their first uses. A fork starts where the server stands.
/// Each run keeps what a sandbox of its own gave it (README, "Security"): its own mount,
/// process and IPC namespaces, a fresh private `/tmp` and `/proc`, no capability, the
/// sandbox's limits per process; killing it ends everything it started. What the runs of
/// one library share is the sandbox's network namespace (no network, its loopback down)
/// and its process count (`RLIMIT_NPROC`).
///
/// The server's sandbox binds a folder of its own, empty when it starts, read-only at
/// `/folio/library`; the library that takes the server (``shelve(_:)``) is linked into
/// it as `scenario.so`, where each run loads it and a crash's backtrace reads it. So
/// the server can start before its library is linked, and a run can read no library
/// but its own. (A library passed as a descriptor cannot be bound inside a run: the
/// kernel binds only what is in the binding process's own mount namespace.)
///
/// Folio speaks to the server on a `SOCK_SEQPACKET` socket, one message a datagram:
/// `R ID SYMBOL` with the run's three descriptors (request, output, events), `K ID` to
/// kill a run; it answers `H` once ready (`N ERRNO` when namespaces cannot be made on
/// this machine), `E ID STATUS CPU_US` when a run ended and `F ID ERRNO` when it could
/// not start one.
final class ScenarioServer: ClosableServer, @unchecked Sendable {
  private let socket: Int32
  /// The folder bound at `/folio/library`, where ``shelve(_:)`` puts the library.
  private let shelf: String
  /// The library on the shelf, once one is.
  private var shelved: String?
  private let lock = NSLock()
  private var nextID: UInt32 = 0
  private var waiting: [UInt32: ChildWatch] = [:]
  private var readiness: CheckedContinuation<String?, Never>?
  private var answer: String??
  private var gone = false

  private init(socket: Int32, shelf: String) {
    self.socket = socket
    self.shelf = shelf
  }

  /// The name of the library on the shelf.
  private static let shelvedName = "scenario.so"

  /// Starts a server in `sandbox` and waits until it is ready; `nil` when it cannot
  /// serve on this machine (the runs then each get a process), with why.
  static func start(
    host: String, sandbox: Sandbox, limits: Sandbox.Limits, environment: [String: String], folder: String
  ) async -> (server: ScenarioServer?, unavailable: String?) {
    var ends: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
      return (nil, "cannot create a socket: \(String(cString: strerror(errno)))")
    }
    let server = ScenarioServer(socket: ends[0], shelf: folder + "/library")
    try? FileManager.default.createDirectory(atPath: server.shelf, withIntermediateDirectories: true)
    var confinement = Sandbox.Confinement(sandbox: sandbox, limits: limits, environment: environment)
    confinement.makesNamespaces = true
    let library = confinement.place(server.shelf) + "/" + shelvedName
    let command = sandbox.command(
      confinement.place(host), arguments: ["--serve", library, String(limits.temporaryBytes)],
      confinement: confinement)
    let descriptors = ChildDescriptors([
      0: .null, 1: .file(folder + "/server.stdout"), 2: .file(folder + "/server.stderr"),
      ScenarioChannel.eventsDescriptor: .inherited(ends[1]),
    ])
    let pid = RunningProcesses.shared.start(
      executable: command.executable, arguments: command.arguments, environment: command.environment,
      descriptors: descriptors)
    Glibc.close(ends[1])
    guard let pid else {
      Glibc.close(ends[0])
      return (nil, "cannot start \(command.executable)")
    }
    server.listen()
    server.waitForExit(of: pid)
    let ready = await server.ready()
    if let ready {
      let stderr = ChildProcess.read(folder + "/server.stderr", upTo: 4096)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      server.close()
      return (nil, ready + (stderr.isEmpty ? "" : ": " + stderr))
    }
    return (server, nil)
  }

  /// Puts `library` on the server's shelf, unless it is there already: a hard link to
  /// the cache's file (a copy across file systems). `false` when it cannot, or when
  /// another library took the shelf.
  func shelve(_ library: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if let shelved { return shelved == library }
    let placed = shelf + "/" + Self.shelvedName
    guard link(library, placed) == 0 || (try? FileManager.default.copyItem(atPath: library, toPath: placed)) != nil
    else { return false }
    shelved = library
    return true
  }

  /// Asks for `symbol` to run with `descriptors` (request, output, events) in a fresh
  /// fork, which `watch` then follows; `false` when the request could not be sent.
  func run(symbol: String, descriptors: [Int32], watch: ChildWatch) -> Bool {
    lock.lock()
    nextID &+= 1
    let id = nextID
    let alive = !gone
    if alive { waiting[id] = watch }
    lock.unlock()
    guard alive, send("R \(id) \(symbol)", descriptors: descriptors) else {
      forget(id)
      return false
    }
    watch.started { [self] in _ = send("K \(id)", descriptors: []) }
    return true
  }

  /// Ends the server: the sandbox's namespace, and any run still in it, with it.
  func close() {
    shutdown(socket, Int32(SHUT_RDWR))
  }

  deinit {
    Glibc.close(socket)
  }

  // MARK: - The socket

  /// One datagram, with descriptors when given.
  private func send(_ text: String, descriptors: [Int32]) -> Bool {
    var bytes = Array(text.utf8)
    let headerSize = MemoryLayout<cmsghdr>.size
    let dataSize = descriptors.count * MemoryLayout<Int32>.size
    // CMSG_SPACE: the header and the data, each rounded up to the size of a `size_t`.
    let align = { (n: Int) in (n + MemoryLayout<Int>.size - 1) & ~(MemoryLayout<Int>.size - 1) }
    var control = [UInt8](repeating: 0, count: descriptors.isEmpty ? 0 : align(headerSize) + align(dataSize))
    let sent = bytes.withUnsafeMutableBytes { body in
      control.withUnsafeMutableBytes { controlBytes in
        var part = iovec(iov_base: body.baseAddress, iov_len: body.count)
        return withUnsafeMutablePointer(to: &part) { part in
          var message = msghdr()
          message.msg_iov = part
          message.msg_iovlen = 1
          if !descriptors.isEmpty {
            let header = controlBytes.baseAddress!.assumingMemoryBound(to: cmsghdr.self)
            header.pointee.cmsg_len = align(headerSize) + dataSize
            header.pointee.cmsg_level = SOL_SOCKET
            header.pointee.cmsg_type = Int32(SCM_RIGHTS)
            let data = controlBytes.baseAddress!.advanced(by: align(headerSize))
            for (index, descriptor) in descriptors.enumerated() {
              data.storeBytes(of: descriptor, toByteOffset: index * MemoryLayout<Int32>.size, as: Int32.self)
            }
            message.msg_control = controlBytes.baseAddress
            message.msg_controllen = controlBytes.count
          }
          return sendmsg(socket, &message, Int32(MSG_NOSIGNAL))
        }
      }
    }
    return sent == bytes.count
  }

  /// Reads the server's answers on a thread of its own until the socket closes.
  private func listen() {
    let thread = Thread { [self] in
      var buffer = [UInt8](repeating: 0, count: 512)
      while true {
        let count = recv(socket, &buffer, buffer.count, 0)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        hear(String(decoding: buffer[..<count], as: UTF8.self))
      }
      serverGone()
    }
    thread.stackSize = 128 << 10
    thread.start()
  }

  /// Waits for the server's process `pid` (its bubblewrap), so that it is reaped.
  private func waitForExit(of pid: pid_t) {
    let thread = Thread { [self] in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      RunningProcesses.shared.ended(pid)
      shutdown(socket, Int32(SHUT_RDWR))
    }
    thread.stackSize = 128 << 10
    thread.start()
  }

  private func hear(_ message: String) {
    let words = message.split(separator: " ")
    switch words.first {
    case "H": answered(nil)
    case "N": answered("it cannot make namespaces here (errno \(words.dropFirst().first ?? "?"))")
    case "E" where words.count == 4:
      guard let id = UInt32(words[1]), let status = Int32(words[2]), let watch = forget(id) else { return }
      // The server already reported a namespace first process's 128 + N as the signal N.
      watch.ended(waitStatus: status, signalAsExitStatus: false)
    case "F" where words.count == 3:
      guard let id = UInt32(words[1]), let watch = forget(id) else { return }
      watch.failedToStart()
    default: break
    }
  }

  @discardableResult
  private func forget(_ id: UInt32) -> ChildWatch? {
    lock.lock()
    defer { lock.unlock() }
    return waiting.removeValue(forKey: id)
  }

  /// The socket closed: the server is gone, and so is every run it had.
  private func serverGone() {
    lock.lock()
    gone = true
    let left = waiting.values
    waiting = [:]
    lock.unlock()
    answered("it ended before it was ready")
    for watch in left { watch.failedToStart() }
  }

  // MARK: - Readiness

  private func ready() async -> String? {
    await withCheckedContinuation { continuation in
      lock.lock()
      if let answer {
        lock.unlock()
        continuation.resume(returning: answer)
        return
      }
      readiness = continuation
      lock.unlock()
    }
  }

  private func answered(_ problem: String?) {
    lock.lock()
    guard answer == nil else {
      lock.unlock()
      return
    }
    answer = .some(problem)
    let readiness = self.readiness
    self.readiness = nil
    lock.unlock()
    readiness?.resume(returning: problem)
  }
}
