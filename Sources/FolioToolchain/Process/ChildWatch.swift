import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Watches one started child for whoever waits for it: its time limit, the size of its
/// output, and why it was stopped; resumes the waiter once, when the child ended.
///
/// It does not know how the child was started or how to stop it: a process folio spawned
/// (``ChildProcess``) and a run forked by a scenario server (``ScenarioServer``) both tell
/// it how to stop theirs (``started(stop:)``) and when it ended (``ended(status:signaled:)``).
final class ChildWatch: @unchecked Sendable {
  /// How the child ended, and whether folio stopped it.
  struct Ending {
    /// The exit status, or the signal number when `signaled`.
    var status: Int32
    /// Whether a signal ended it.
    var signaled: Bool
    /// Whether its time limit ended it.
    var timedOut: Bool
    /// Whether it was stopped for writing more than its output limit.
    var outputLimitExceeded: Bool
  }

  private let lock = NSLock()
  private var stopChild: (@Sendable () -> Void)?
  private var done = false
  private var timedOut = false
  private var outputLimitExceeded = false
  private var sizeWatch: DispatchSourceTimer?
  /// Told once: how the child ended, or `nil` when it never started.
  var onExit: (Ending?) -> Void = { _ in }

  /// Records how to stop the child, which has started.
  func started(stop: @escaping @Sendable () -> Void) {
    lock.lock()
    stopChild = stop
    lock.unlock()
  }

  /// The child ended with exit `status`, or by the signal `status` when `signaled`.
  func ended(status: Int32, signaled: Bool) {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    done = true
    let ending = Ending(
      status: status, signaled: signaled, timedOut: timedOut, outputLimitExceeded: outputLimitExceeded)
    sizeWatch?.cancel()
    sizeWatch = nil
    lock.unlock()
    onExit(ending)
  }

  /// The child ended with `status`, a wait status (`waitpid`'s). With
  /// `signalAsExitStatus`, an exit status of 128 + N is the signal N: bubblewrap reports
  /// its program's signal that way, as shells do.
  func ended(waitStatus status: Int32, signalAsExitStatus: Bool) {
    let exit = (status >> 8) & 0xFF
    var signal = status & 0x7F
    if signalAsExitStatus && signal == 0 && exit > 128 { signal = exit - 128 }
    ended(status: signal == 0 ? exit : signal, signaled: signal != 0)
  }

  /// The child could not be started.
  func failedToStart() {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    done = true
    lock.unlock()
    onExit(nil)
  }

  /// Stops the child after `seconds`, or once after `grace`'s more when it says a crash
  /// report had begun by then.
  func limit(seconds: Double, grace: ChildProcess.CrashGrace?) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      if let grace, grace.began() {
        limit(seconds: grace.seconds, grace: nil)
      } else {
        stop { $0.timedOut = true }
      }
    }
  }

  /// Checks the size of `files` and of what `captures` read ten times a second and
  /// stops the child when one passes `maxBytes`, so a child printing without end
  /// cannot fill the disk or folio's memory.
  ///
  /// The timer is made only while the child still runs, and started at once: a timer
  /// source released before it was ever started traps in libdispatch, which a child
  /// that ended before its watch was set up made happen.
  func watch(_ files: [String], captures: [PipeCapture], maxBytes: Int) {
    lock.lock()
    defer { lock.unlock() }
    guard !done else { return }
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + 0.1, repeating: 0.1)
    timer.setEventHandler { [self] in
      let tooBig =
        captures.contains(where: \.exceeded)
        || files.contains { path in
          var info = stat()
          return stat(path, &info) == 0 && Int(info.st_size) > maxBytes
        }
      if tooBig { stop { $0.outputLimitExceeded = true } }
    }
    sizeWatch = timer
    timer.resume()
  }

  /// Records why the child is being stopped and stops it, once.
  private func stop(because record: (ChildWatch) -> Void) {
    lock.lock()
    let running = !done && !timedOut && !outputLimitExceeded
    if running { record(self) }
    let stopChild = self.stopChild
    lock.unlock()
    guard running else { return }
    stopChild?()
  }
}
