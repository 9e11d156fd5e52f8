import FolioCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs one external program to completion, with its output in files and an
/// optional time limit: the only way Folio starts processes.
///
/// Output goes to files, which the caller reads afterwards, or to pipes that folio reads
/// while the child runs (``PipeCapture``, for scenario processes).
struct ChildProcess: Sendable {
  /// How a child process ended.
  struct Outcome: Equatable, Sendable {
    /// The exit status, or the signal number when `signaled`.
    var status: Int32
    /// Whether a signal ended the process.
    var signaled: Bool
    /// Whether the time limit ended it.
    var timedOut: Bool
    /// Whether it was stopped for writing more than the output limit.
    var outputLimitExceeded = false
    /// What it wrote to standard output.
    var stdout: String
    /// What it wrote to standard error.
    var stderr: String

    /// Whether it exited normally with status 0.
    var succeeded: Bool { !signaled && !timedOut && !outputLimitExceeded && status == 0 }
  }

  /// The program to run.
  var executable: String
  /// Its arguments.
  var arguments: [String]
  /// Where to write its standard output and error (`<prefix>.stdout`, `<prefix>.stderr`).
  var outputPrefix: String
  /// Seconds after which it is terminated (then killed), or `nil` for no limit.
  var timeout: Double?
  /// Variables added to Folio's own environment for the child.
  var environment: [String: String]
  /// Bytes any one output file (standard output, standard error) or capture may reach
  /// before the process is stopped, or `nil` for no limit. Standard output and error
  /// are read back up to this size.
  var outputLimit: Int?
  /// The child's descriptors, when not standard output and error into the files named
  /// by `outputPrefix` (then `Outcome.stdout` and `stderr` are empty).
  var descriptors: ChildDescriptors?
  /// Pipes the child writes to (named in `descriptors`): read while it runs, finished
  /// when it ended, and bounded by `outputLimit` like the output files.
  var captures: [PipeCapture]
  /// The sandbox it runs in, or `nil` to run it as folio's own child (`--no-sandbox`,
  /// and folio's own tools). Confined, it gets only `confinement`'s environment, not
  /// folio's plus `environment`; bubblewrap passes `descriptors` through.
  var confinement: Sandbox.Confinement?
  /// More time, once, for a child that is at its deadline because it is writing a crash
  /// report (the Swift backtracer symbolicates after the crash, slowly on a loaded
  /// machine), so a crash is reported as one rather than as a hang.
  var crashGrace: CrashGrace?

  /// Extra seconds granted at the deadline when `began` says a crash report started.
  struct CrashGrace: Sendable {
    /// How much longer the child may run to finish its report.
    var seconds: Double
    /// Whether what the child wrote so far shows a crash report begun.
    var began: @Sendable () -> Bool

    /// Describes the grace.
    init(seconds: Double, began: @escaping @Sendable () -> Bool) {
      self.seconds = seconds
      self.began = began
    }
  }

  /// Describes a process to run.
  init(
    executable: String, arguments: [String], outputPrefix: String, timeout: Double? = nil,
    environment: [String: String] = [:], outputLimit: Int? = nil,
    descriptors: ChildDescriptors? = nil, captures: [PipeCapture] = [], confinement: Sandbox.Confinement? = nil,
    crashGrace: CrashGrace? = nil
  ) {
    self.executable = executable
    self.arguments = arguments
    self.outputPrefix = outputPrefix
    self.timeout = timeout
    self.environment = environment
    self.outputLimit = outputLimit
    self.descriptors = descriptors
    self.captures = captures
    self.confinement = confinement
    self.crashGrace = crashGrace
  }

  /// Starts the process and waits for it without blocking a thread.
  ///
  /// - Throws: ``ToolFailure`` if it cannot be started.
  func run() async throws(ToolFailure) -> Outcome {
    let stdoutPath = outputPrefix + ".stdout"
    let stderrPath = outputPrefix + ".stderr"
    let failure = ToolFailure("cannot start \(executable)")
    var (executable, arguments) = (self.executable, self.arguments)
    var environment =
      self.environment.isEmpty
      ? nil : ProcessInfo.processInfo.environment.merging(self.environment) { _, new in new }
    if var confinement {
      confinement.environment.merge(self.environment) { _, new in new }
      confinement.prepareWritable()
      (executable, arguments, environment) = confinement.sandbox.command(
        executable, arguments: arguments, confinement: confinement)
    }
    let confined = confinement != nil
    let watch = ChildWatch()
    let timeout = self.timeout
    let descriptors = self.descriptors ?? .files(stdout: stdoutPath, stderr: stderrPath)
    let outputFiles = self.descriptors == nil ? [stdoutPath, stderrPath] : []
    let limit = outputLimit.map { (bytes: $0, files: outputFiles) }
    let captures = self.captures
    let crashGrace = self.crashGrace
    let ended: ChildWatch.Ending? = await withCheckedContinuation { continuation in
      watch.onExit = { ended in
        // On the thread that waited for the child, not on one of Swift's few.
        for capture in captures { capture.finish() }
        continuation.resume(returning: ended)
      }
      let pid = RunningProcesses.shared.start(
        executable: executable, arguments: arguments, environment: environment, descriptors: descriptors)
      for capture in captures { capture.startReading() }
      guard let pid else {
        watch.failedToStart()
        return
      }
      // A sandbox is stopped by killing its bubblewrap (the namespace's first process dies
      // with it, and the kernel ends every process in the namespace); anything else by its
      // process group (the child leads its own group, so whatever it started and left in
      // the group dies with it).
      watch.started { if confined { kill(pid, SIGKILL) } else { RunningProcesses.killGroup(of: pid) } }
      Self.wait(for: pid, confined: confined, watch: watch)
      if let timeout { watch.limit(seconds: timeout, grace: crashGrace) }
      if let limit { watch.watch(limit.files, captures: captures, maxBytes: limit.bytes) }
    }
    guard let ended else { throw failure }
    let read = { (path: String) in outputFiles.isEmpty ? "" : Self.read(path, upTo: self.outputLimit) }
    return Outcome(
      status: ended.status, signaled: ended.signaled, timedOut: ended.timedOut,
      outputLimitExceeded: ended.outputLimitExceeded, stdout: read(stdoutPath), stderr: read(stderrPath))
  }

  /// Waits for the child on a thread of its own (`waitpid` blocks), then tells `watch`.
  private static func wait(for pid: pid_t, confined: Bool, watch: ChildWatch) {
    let thread = Thread {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      RunningProcesses.shared.ended(pid)
      // Anything the child started and left behind goes with it. A sandbox needs nothing:
      // its namespace ended with its first process, before bubblewrap could exit.
      if !confined { RunningProcesses.killGroup(of: pid, ended: true) }
      watch.ended(waitStatus: status, signalAsExitStatus: confined)
    }
    thread.stackSize = 256 << 10
    thread.start()
  }

  /// The first `limit` bytes of a file as text (all of it when `limit` is `nil`).
  static func read(_ path: String, upTo limit: Int?) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    let data = (limit.map { try? handle.read(upToCount: $0) } ?? (try? handle.readToEnd())) ?? nil
    return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
  }
}
