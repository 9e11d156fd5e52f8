import FolioCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What Folio does when it is interrupted (Ctrl-C, `kill`): stop its child processes,
/// undo half-done work (a site folder being written), and exit with the signal's status.
///
/// The handlers run on a dispatch queue, not in signal context, so they may take locks
/// and touch files.
public enum Interruption {
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
  private static let lock = NSLock()
  nonisolated(unsafe) private static var cleanups: [UUID: @Sendable () -> Void] = [:]

  /// Handles SIGINT, SIGTERM and SIGHUP from now on: kills running children, runs the
  /// registered clean-ups, and exits with status 128 + the signal number. SIGPIPE is
  /// ignored, so `folio test | head` finishes its work (and stops its children)
  /// instead of dying mid-run.
  public static func install() {
    lock.lock()
    defer { lock.unlock() }
    guard sources.isEmpty else { return }
    signal(SIGPIPE, SIG_IGN)
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { interrupted(by: number) }
      source.resume()
      sources.append(source)
    }
  }

  /// Registers work to undo if Folio is interrupted before ``remove(_:)``.
  ///
  /// - Returns: A token for ``remove(_:)``.
  @discardableResult
  public static func onInterrupt(_ cleanup: @escaping @Sendable () -> Void) -> UUID {
    let token = UUID()
    lock.lock()
    cleanups[token] = cleanup
    lock.unlock()
    return token
  }

  /// Forgets a clean-up once its work is done.
  public static func remove(_ token: UUID) {
    lock.lock()
    cleanups[token] = nil
    lock.unlock()
  }

  private static func interrupted(by number: Int32) {
    RunningProcesses.shared.killAll()
    lock.lock()
    let pending = Array(cleanups.values)
    cleanups = [:]
    lock.unlock()
    for cleanup in pending { cleanup() }
    FileHandle.standardError.write(Data("folio: interrupted by signal \(number); nothing was left half-written\n".utf8))
    exit(128 + number)
  }
}
