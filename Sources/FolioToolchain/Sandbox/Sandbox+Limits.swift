import FolioCore
import Foundation

extension Sandbox {
  /// The resource limits of a confined process, set with `prlimit` inside the sandbox
  /// (so they bind the process and its children, not bubblewrap, and the process count
  /// is that of the sandbox's own user namespace, not of the user's whole session).
  struct Limits: Equatable, Sendable {
    /// CPU seconds of each process (`RLIMIT_CPU`): past it, SIGXCPU.
    var cpuSeconds: Int
    /// Bytes of address space of each process (`RLIMIT_AS`): past it, allocations fail.
    var memoryBytes: Int
    /// Bytes any file it writes may reach (`RLIMIT_FSIZE`): past it, SIGXFSZ.
    var fileBytes: Int
    /// Descriptors open at once (`RLIMIT_NOFILE`).
    var openFiles: Int
    /// Processes and threads of the sandbox's user (`RLIMIT_NPROC`): a fork bomb stops here.
    var processes: Int
    /// Bytes the private `/tmp` may hold.
    var temporaryBytes: Int

    /// A scenario run: the wall-clock `timeout` stops it first; CPU time is the backstop
    /// for a process that escapes the timer, with room for a second busy thread. The
    /// book's scenario processes peak at about 0.1 GB of address space and 2 threads.
    static func scenario(timeout: Double) -> Limits {
      Limits(
        cpuSeconds: Int(timeout.rounded(.up)) * 2 + 5, memoryBytes: 4 << 30, fileBytes: 64 << 20, openFiles: 256,
        processes: 128, temporaryBytes: 64 << 20)
    }

    /// A compile or a link: for the book's largest batch swift-frontend peaks at about
    /// 0.45 GB of address space (the driver 0.4 GB, lld 0.3 GB) and takes seconds;
    /// these leave a margin of thirty times that for larger books.
    static let compile = Limits(
      cpuSeconds: 600, memoryBytes: 16 << 30, fileBytes: 1 << 30, openFiles: 4096, processes: 512,
      temporaryBytes: 512 << 20)

    /// The process ceiling when the sandbox has no user namespace of its own (bubblewrap
    /// binding as root): `RLIMIT_NPROC` then counts every process and thread of the
    /// confined identity on the whole machine (every other scenario and compile of this
    /// and any other folio run, any daemon running as nobody), so a per-sandbox number
    /// would refuse a scenario a thread because others run beside it (seen: `/bin/sh:
    /// Cannot fork` with two test runs at once, whose nobody tasks peak at about 66 each).
    /// A fork bomb still stops here, and the wall-clock timeout ends the rest.
    static let sharedIdentityProcesses = 2048

    /// The same, as `prlimit` options: soft and hard limit alike, except for CPU time,
    /// whose hard limit is a second later so that SIGXCPU, which says why, comes before
    /// SIGKILL, which does not. `identityIsShared` says there is no user namespace, so the
    /// process count is the machine's (``sharedIdentityProcesses``).
    func prlimitOptions(identityIsShared: Bool) -> [String] {
      let processes = identityIsShared ? max(processes, Self.sharedIdentityProcesses) : processes
      return [
        "--cpu=\(cpuSeconds):\(cpuSeconds + 1)", "--as=\(memoryBytes)", "--fsize=\(fileBytes)", "--nofile=\(openFiles)",
        "--nproc=\(processes)", "--core=0",
      ]
    }

    /// Whether a process's standard error says an allocation failed: what the Swift
    /// runtime, Foundation or the C++ library print when the address-space limit
    /// refuses memory.
    static func ranOutOfMemory(stderr: String) -> Bool {
      let said = [
        "failed to allocate", "Could not allocate memory", "out of memory", "std::bad_alloc", "Cannot allocate memory",
      ]
      return said.contains { stderr.contains($0) }
    }

    /// What a process stopped by `signal` ran into, if the signal is how a limit ends one.
    func exceeded(bySignal signal: Int32) -> String? {
      switch signal {
      case SIGXCPU: return "it used its \(cpuSeconds) s of CPU time"
      case SIGXFSZ: return "it wrote a file larger than \(fileBytes >> 20) MB"
      default: return nil
      }
    }
  }
}
