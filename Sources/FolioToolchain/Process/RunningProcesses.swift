import FolioCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Every child process Folio has started and not yet seen end, so that an interrupted
/// build can stop them instead of leaving a looping scenario behind.
///
/// Each child leads its own process group, so a Ctrl-C at the terminal reaches only
/// Folio; ``Interruption`` then kills the children through this registry.
///
/// Children start with `posix_spawn` rather than Foundation's `Process`, which costs
/// about 50 ms per child here against 1 ms: a cold book starts hundreds of them.
final class RunningProcesses: @unchecked Sendable {
  /// The one registry of this process.
  static let shared = RunningProcesses()

  private let lock = NSLock()
  private var running: Set<pid_t> = []
  private var stopping = false

  private init() {}

  /// Starts `executable` in a process group of its own, with the given descriptors
  /// (every other one closed), and records it; once ``killAll()`` ran, kills it at
  /// once. `environment` replaces Folio's own when given. Returns `nil` when it cannot
  /// be started.
  func start(
    executable: String, arguments: [String], environment: [String: String]?, descriptors: ChildDescriptors
  ) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let copies = descriptors.apply(to: &actions)
    defer { for copy in copies { close(copy) } }
    Self.closeInheritedFiles(&actions, from: descriptors.firstClosed)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own group; no blocked signals and default handlers, whatever Folio set up.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    posix_spawnattr_setsigdefault(&attributes, &signals)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp =
      environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer {
      for argument in argv { free(argument) }
      for variable in envp ?? [] { free(variable) }
    }
    lock.lock()
    defer { lock.unlock() }
    var pid: pid_t = 0
    let result = SpawningThread.shared.perform {
      envp.map { envp in posix_spawn(&pid, executable, &actions, &attributes, argv, envp) }
        ?? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    }
    guard result == 0 else { return nil }
    running.insert(pid)
    if stopping { Self.killGroup(of: pid) }
    return pid
  }

  /// Closes every other descriptor in the child. A file another thread has open for
  /// writing (a script a test just wrote, a pipe another child writes to) must not stay open in a child
  /// that outlives the write: executing that script would then fail with "text file
  /// busy". glibc's `posix_spawn_file_actions_addclosefrom_np` does it in one step
  /// (looked up at run time, as Swift's Glibc module does not declare it); without it,
  /// each descriptor open now is closed.
  private static func closeInheritedFiles(_ actions: inout posix_spawn_file_actions_t, from first: Int32) {
    if let closeFrom {
      _ = closeFrom(&actions, first)
      return
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor >= first {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
  }

  private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  private static let closeFrom: CloseFrom? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
      return nil
    }
    return unsafeBitCast(symbol, to: CloseFrom.self)
  }()

  /// Kills the process group `pid` leads, so its own children die with it.
  ///
  /// - Parameter ended: The leader has already been reaped: only what is left of its
  ///   group is killed, never a process that may have reused its identifier.
  static func killGroup(of pid: pid_t, ended: Bool = false) {
    guard pid > 0 else { return }
    if kill(-pid, SIGKILL) != 0 && !ended { kill(pid, SIGKILL) }
  }

  /// Forgets a process that ended.
  func ended(_ pid: pid_t) {
    lock.lock()
    running.remove(pid)
    lock.unlock()
  }

  /// The process identifiers of the children still running.
  var identifiers: [Int32] {
    lock.lock()
    defer { lock.unlock() }
    return Array(running)
  }

  /// Kills every running child, and every child started from now on.
  func killAll() {
    lock.lock()
    stopping = true
    let children = running
    lock.unlock()
    for child in children { Self.killGroup(of: child) }
  }
}

/// The one thread every child is started from.
///
/// bubblewrap's `--die-with-parent` asks the kernel to kill the sandbox when its
/// parent goes, and the kernel means the parent *thread*: started from a pool thread
/// that later ends while idle, a compile or a scenario would be killed mid-run. This
/// thread lives as long as Folio.
private final class SpawningThread: @unchecked Sendable {
  static let shared = SpawningThread()

  private let condition = NSCondition()
  private var jobs: [() -> Void] = []

  private init() {
    let thread = Thread { [self] in serve() }
    thread.stackSize = 256 << 10
    thread.start()
  }

  /// Runs `body` on this thread and returns its result, blocking the caller meanwhile.
  func perform(_ body: @escaping () -> Int32) -> Int32 {
    let slot = Slot()
    let done = DispatchSemaphore(value: 0)
    condition.lock()
    jobs.append {
      slot.value = body()
      done.signal()
    }
    condition.signal()
    condition.unlock()
    done.wait()
    return slot.value
  }

  private final class Slot: @unchecked Sendable {
    var value: Int32 = 0
  }

  private func serve() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job()
    }
  }
}
