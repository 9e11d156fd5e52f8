import FolioCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A pipe whose write end a child process inherits and whose read end folio reads while
/// the child runs, keeping up to a byte limit.
///
/// A pipe rather than a file: the child can only append to it, never truncate, seek
/// back or rewrite what it already sent, and no path names it. It is read as it fills
/// (a pipe holds 64 KiB), on a thread of its own.
final class PipeCapture: @unchecked Sendable {
  /// The end the child writes to (``ChildDescriptors/Target/inherited(_:)``), open
  /// until ``startReading()``.
  let writeEnd: Int32
  private let readEnd: Int32
  private let limit: Int
  private let lock = NSLock()
  private var kept: [UInt8] = []
  private var total = 0
  private var finishing = false
  private let done = DispatchSemaphore(value: 0)
  private var reading = false

  /// Creates the pipe, both ends closed on `exec` (the child gets its own copy; every
  /// child folio spawns closes what it is not given, ``ChildDescriptors``).
  ///
  /// - Parameter limit: Bytes kept; the rest is read and dropped, and ``exceeded`` says so.
  /// - Throws: ``ToolFailure`` when no pipe can be made.
  init(limit: Int) throws(ToolFailure) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw ToolFailure("cannot create a pipe: \(String(cString: strerror(errno)))")
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    self.limit = limit
  }

  deinit {
    if !reading { close(writeEnd) }
    close(readEnd)
  }

  /// Closes folio's copy of the write end (the child has its own, so the reader sees
  /// the end of the stream when the child and whatever inherited it are gone) and
  /// starts reading.
  func startReading() {
    lock.lock()
    reading = true
    lock.unlock()
    close(writeEnd)
    let thread = Thread { [self] in
      readUntilEnd()
      done.signal()
    }
    thread.stackSize = 128 << 10
    thread.start()
  }

  /// Waits for the reader after the child ended: what is in the pipe is read; a
  /// process that escaped with a copy of the write end is not waited for.
  func finish() {
    lock.lock()
    finishing = true
    let started = reading
    lock.unlock()
    if started { done.wait() }
  }

  /// Whether more than the limit was written.
  var exceeded: Bool {
    lock.lock()
    defer { lock.unlock() }
    return total > limit
  }

  /// The bytes kept, once ``finish()`` returned.
  var bytes: [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return kept
  }

  /// The last `count` bytes kept so far, while the child still writes.
  func suffix(_ count: Int) -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return Array(kept.suffix(count))
  }

  private func readUntilEnd() {
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    var quietSince: Date?
    while true {
      var request = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, 50)
      if ready < 0 && errno == EINTR { continue }
      lock.lock()
      let stopping = finishing
      lock.unlock()
      if ready == 0 {
        if stopping { return }
        continue
      }
      // Once the child ended, a descendant that kept writing gets a moment, no more.
      if stopping {
        if quietSince == nil { quietSince = Date() }
        if Date().timeIntervalSince(quietSince!) > 0.5 { return }
      }
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      lock.lock()
      if kept.count < limit { kept += buffer[0..<min(count, limit - kept.count)] }
      total += count
      lock.unlock()
    }
  }
}
