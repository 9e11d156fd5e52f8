import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs one external program to completion, with its output in files and an
/// optional time limit: the only way Folio starts processes.
///
/// Output goes to files rather than pipes so a chatty child can never block on a full
/// pipe; the caller reads them afterwards.
public struct ChildProcess: Sendable {
  /// How a child process ended.
  public struct Outcome: Equatable, Sendable {
    /// The exit status, or the signal number when `signaled`.
    public var status: Int32
    /// Whether a signal ended the process.
    public var signaled: Bool
    /// Whether the time limit ended it.
    public var timedOut: Bool
    /// What it wrote to standard output.
    public var stdout: String
    /// What it wrote to standard error.
    public var stderr: String

    /// Whether it exited normally with status 0.
    public var succeeded: Bool { !signaled && !timedOut && status == 0 }
  }

  /// The program to run.
  public var executable: String
  /// Its arguments.
  public var arguments: [String]
  /// Where to write its standard output and error (`<prefix>.stdout`, `<prefix>.stderr`).
  public var outputPrefix: String
  /// Seconds after which it is terminated (then killed), or `nil` for no limit.
  public var timeout: Double?

  /// Describes a process to run.
  public init(executable: String, arguments: [String], outputPrefix: String, timeout: Double? = nil) {
    self.executable = executable
    self.arguments = arguments
    self.outputPrefix = outputPrefix
    self.timeout = timeout
  }

  /// Starts the process and waits for it without blocking a thread.
  ///
  /// - Throws: ``FolioError/tool(_:message:)`` if it cannot be started.
  public func run() async throws(FolioError) -> Outcome {
    let stdoutPath = outputPrefix + ".stdout"
    let stderrPath = outputPrefix + ".stderr"
    let files = FileManager.default
    _ = files.createFile(atPath: stdoutPath, contents: nil)
    _ = files.createFile(atPath: stderrPath, contents: nil)
    let failure = FolioError.tool(SourceLocation(path: executable, line: 1), message: "cannot start \(executable)")
    guard let out = FileHandle(forWritingAtPath: stdoutPath), let err = FileHandle(forWritingAtPath: stderrPath) else {
      throw failure
    }
    defer {
      try? out.close()
      try? err.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let box = ProcessBox(process)
    let timeout = self.timeout
    let ended: (Int32, Bool, Bool)? = await withCheckedContinuation { continuation in
      box.onExit = { ended in continuation.resume(returning: ended) }
      process.terminationHandler = { process in box.finished(process) }
      do {
        try process.run()
      } catch {
        box.failedToStart()
        return
      }
      if let timeout { box.limit(seconds: timeout) }
    }
    guard let (status, signaled, timedOut) = ended else { throw failure }
    let read = { (path: String) in (files.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? "" }
    return Outcome(
      status: status, signaled: signaled, timedOut: timedOut, stdout: read(stdoutPath), stderr: read(stderrPath))
  }
}

/// Shares a `Process` with its termination handler and timer, resuming the waiter once.
private final class ProcessBox: @unchecked Sendable {
  private let lock = NSLock()
  private let process: Process
  private var done = false
  private var timedOut = false
  var onExit: ((Int32, Bool, Bool)?) -> Void = { _ in }

  init(_ process: Process) { self.process = process }

  func finished(_ process: Process) {
    let status = process.terminationStatus
    let signaled = process.terminationReason == .uncaughtSignal
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    done = true
    let timedOut = self.timedOut
    lock.unlock()
    onExit((status, signaled, timedOut))
  }

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

  /// Terminates the process after `seconds`, and kills it if it ignores that.
  func limit(seconds: Double) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.lock()
      let running = !done
      if running { timedOut = true }
      lock.unlock()
      guard running else { return }
      process.terminate()
      DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [self] in
        lock.lock()
        let stillRunning = !done
        lock.unlock()
        if stillRunning { kill(process.processIdentifier, SIGKILL) }
      }
    }
  }
}
