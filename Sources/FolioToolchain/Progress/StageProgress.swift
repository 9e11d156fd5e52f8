import FolioCore
import Foundation

/// Where progress lines go: standard error, redrawn in place on a terminal, one plain
/// line per event otherwise (CI logs), or nowhere.
public final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private let write: (@Sendable (String) -> Void)?
  /// Whether lines are redrawn in place.
  let isTerminal: Bool
  private var hasOpenLine = false

  /// Progress on standard error, redrawn when it is a terminal.
  public static func standardError() -> ProgressLog {
    ProgressLog(isTerminal: isatty(STDERR_FILENO) == 1) { FileHandle.standardError.write(Data($0.utf8)) }
  }

  /// No progress at all (library use, tests).
  public static let silent = ProgressLog(isTerminal: false, write: nil)

  /// Creates a log writing with `write`.
  init(isTerminal: Bool, write: (@Sendable (String) -> Void)?) {
    self.isTerminal = isTerminal
    self.write = write
  }

  /// Shows a transient status (`Compiling 12/48 scenarios`): only on a terminal.
  func status(_ text: String) {
    guard isTerminal else { return }
    emit("\r\u{1B}[2K" + text, open: true)
  }

  /// Writes a line that stays.
  public func line(_ text: String) {
    emit((hasOpenLine ? "\r\u{1B}[2K" : "") + text + "\n", open: false)
  }

  private func emit(_ text: String, open: Bool) {
    lock.lock()
    defer { lock.unlock() }
    guard let write else { return }
    write(text)
    hasOpenLine = open
  }
}

/// The progress of one stage over a number of items: `Compiling 12/48 scenarios` while
/// it runs, then a line saying how many were done, how many came from the cache, and
/// how long it took.
public final class StageProgress: @unchecked Sendable {
  private let lock = NSLock()
  private let log: ProgressLog
  private let verb: (running: String, done: String)
  private let noun: String
  /// How many items the stage had.
  public private(set) var total = 0
  private var done = 0
  /// How many of them came from the cache.
  public private(set) var cached = 0
  private var started = Date()
  /// Whether a log has its line saying the stage is under way (``startArriving(total:)``).
  private var announced = true
  /// Seconds the stage took, once finished.
  public private(set) var seconds: Double = 0

  /// Creates the progress of a stage: `("Compiling", "Compiled")`, `"scenarios"`.
  public init(log: ProgressLog, verb: (running: String, done: String), noun: String) {
    self.log = log
    self.verb = verb
    self.noun = noun
  }

  /// Starts the stage: `total` items, of which `done` are already done (cached).
  func start(total: Int, done: Int) {
    lock.lock()
    self.total = total
    self.done = done
    cached = done
    started = Date()
    lock.unlock()
    if !log.isTerminal && total > done { log.line("\(verb.running) \(total - done) of \(total) \(noun)") }
    show()
  }

  /// Starts a stage whose items arrive while it runs (transcripts, as their scenarios
  /// finish compiling): `total` items, none known yet to come from the cache. A log
  /// gets its line when the first item is really worked on (``advance(by:fromCache:)``).
  func startArriving(total: Int) {
    lock.lock()
    self.total = total
    done = 0
    cached = 0
    announced = false
    started = Date()
    lock.unlock()
  }

  /// Counts `count` more items done, read from the cache when `fromCache`.
  func advance(by count: Int, fromCache: Bool = false) {
    lock.lock()
    done += count
    if fromCache { cached += count }
    let announce = !fromCache && !announced && !log.isTerminal
    if announce { announced = true }
    let total = total
    lock.unlock()
    if announce { log.line("\(verb.running) \(noun) (\(total) in all)") }
    show()
  }

  /// Ends the stage with its summary line.
  func finish() {
    lock.lock()
    seconds = Date().timeIntervalSince(started)
    let line =
      "\(verb.done) \(total) \(noun) in \(String(format: "%.2f", seconds)) s"
      + (cached > 0 ? " (\(cached == total ? "all" : "\(cached)") from the cache)" : "")
    lock.unlock()
    log.line(line)
  }

  private func show() {
    lock.lock()
    let text = "\(verb.running) \(done)/\(total) \(noun)"
    lock.unlock()
    log.status(text)
  }
}
