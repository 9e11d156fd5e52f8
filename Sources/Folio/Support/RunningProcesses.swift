import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Every child process Folio has started and not yet seen end, so that an interrupted
/// build can stop them instead of leaving a looping scenario behind.
///
/// Each child leads its own process group, so a Ctrl-C at the terminal reaches only
/// Folio; ``Interruption`` then kills the children through this registry.
public final class RunningProcesses: @unchecked Sendable {
  /// The one registry of this process.
  public static let shared = RunningProcesses()

  private let lock = NSLock()
  private var running: [ObjectIdentifier: Process] = [:]
  private var stopping = false

  private init() {}

  /// Starts `process` and records it; once ``killAll()`` ran, kills it at once.
  ///
  /// - Throws: What `Process.run()` throws.
  func start(_ process: Process) throws {
    lock.lock()
    defer { lock.unlock() }
    try process.run()
    running[ObjectIdentifier(process)] = process
    if stopping { Self.killGroup(of: process) }
  }

  /// Kills the process group `process` leads (Foundation starts each child as the
  /// leader of a new group), so its own children die with it.
  ///
  /// - Parameter ended: The leader has already been reaped: only what is left of its
  ///   group is killed, never a process that may have reused its identifier.
  static func killGroup(of process: Process, ended: Bool = false) {
    let identifier = process.processIdentifier
    guard identifier > 0 else { return }
    if kill(-identifier, SIGKILL) != 0 && !ended { kill(identifier, SIGKILL) }
  }

  /// Forgets a process that ended.
  func ended(_ process: Process) {
    lock.lock()
    running[ObjectIdentifier(process)] = nil
    lock.unlock()
  }

  /// The process identifiers of the children still running.
  public var identifiers: [Int32] {
    lock.lock()
    defer { lock.unlock() }
    return running.values.map(\.processIdentifier)
  }

  /// Kills every running child, and every child started from now on.
  public func killAll() {
    lock.lock()
    stopping = true
    let children = Array(running.values)
    lock.unlock()
    for child in children { Self.killGroup(of: child) }
  }
}
