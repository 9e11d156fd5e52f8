import FolioCore

/// What a crashed scenario process left on standard error, read for the author: the
/// runtime's message and the chapter line the code stopped at.
///
/// The Swift runtime writes `path:line: Fatal error: message` (or `Precondition failed`,
/// `Assertion failed`) and, on Linux, a backtrace whose frames name source locations;
/// scenarios are compiled with `#sourceLocation` and debug information, so the frames
/// in the author's code name the chapter's lines.
struct CrashReport: Equatable, Sendable {
  /// The runtime's message (`Fatal error: Index out of range`), or `nil` if none was found.
  var message: String?
  /// The chapter location of the innermost frame in the author's code, if known.
  var site: SourceLocation?

  /// Creates a report.
  init(message: String?, site: SourceLocation?) {
    self.message = message
    self.site = site
  }

  /// The kinds of message the Swift runtime writes before it traps.
  static let runtimeKinds = ["Fatal error", "Precondition failed", "Assertion failed"]

  /// Whether a line of a crashed process's output begins what the runtime wrote as it
  /// crashed: its message (`…: Fatal error: …`) or the backtracer's first line. Only
  /// the end of a crashed run's output is searched, so printed look-alikes elsewhere
  /// stay output.
  static func beginsReport(_ line: String) -> Bool {
    let line = Substring(line)
    return runtimeMessage(line) != nil || line.hasPrefix("*** Signal ") || line.hasPrefix("*** Program crashed: ")
      || line.contains("Program crashed: ") && line.hasPrefix("💣") || line.hasPrefix("folio-scenario-host: ")
  }

  /// Whether the tail of a running process's output shows the runtime's crash report
  /// begun: the process crashed and its backtracer is still writing.
  static func hasBegun(inOutputTail tail: [UInt8]) -> Bool {
    String(decoding: tail, as: UTF8.self).split(separator: "\n").suffix(CapturedRun.crashReportLines)
      .contains { beginsReport(String($0)) }
  }

  /// Reads a crashed process's standard error.
  ///
  /// - Parameters:
  ///   - stderr: What the process wrote to standard error.
  ///   - sourceMap: Where the scenario's blocks are in the chapter.
  init(stderr: String, sourceMap: SourceMap) {
    var message: String?
    var site: SourceLocation?
    for line in stderr.split(separator: "\n") {
      if message == nil, let (text, location) = Self.runtimeMessage(line) {
        message = text
        if let location, let inChapter = sourceMap.chapterLocation(location) { site = inChapter }
      }
      if message == nil, let range = line.range(of: "*** Program crashed: ") {
        message = line[range.upperBound...].replacingOccurrences(of: " ***", with: "")
      }
      if site == nil, let location = Self.frameLocation(line, sourceMap: sourceMap) { site = location }
    }
    self.init(message: message, site: site)
  }

  /// `file:line: Kind: message` or `Kind: message`, as the runtime prints it.
  private static func runtimeMessage(_ line: Substring) -> (String, SourceLocation?)? {
    for kind in runtimeKinds {
      guard let range = line.range(of: kind) else { continue }
      let text = String(line[range.lowerBound...])
      let before = line[..<range.lowerBound]
      guard before.hasSuffix(": ") else { return before.isEmpty ? (text, nil) : nil }
      let position = before.dropLast(2)
      guard let colon = position.lastIndex(of: ":"), let number = Int(position[position.index(after: colon)...])
      else { return (text, nil) }
      return (text, SourceLocation(path: String(position[..<colon]), line: number))
    }
    return nil
  }

  /// The chapter location of a backtrace frame (`… in scenario at chapters/01.md#2:9:18`)
  /// when it is in one of the scenario's blocks.
  ///
  /// The debug information names a block under the compile's working folder relative to
  /// it (`/book/chapters/01.md#2` run from `/book` is `chapters/01.md#2`), and the
  /// backtracer joins a name without a folder part (`03-crash.md#2`) to that folder
  /// (`at /tmp/work/03-crash.md#2:9:18`): so a frame may name any tail of the path, after
  /// ` at ` or after a `/` of an absolute path.
  private static func frameLocation(_ line: Substring, sourceMap: SourceMap) -> SourceLocation? {
    for file in sourceMap.fileNames {
      let tails = file.indices.filter { file[$0] == "/" }.map { String(file[file.index(after: $0)...]) }
      guard let range = ([file] + tails).lazy.compactMap({ Self.range(naming: $0, in: line) }).first
      else { continue }
      let numbers = line[range.upperBound...].split(separator: ":").map { Int($0) }
      guard let lineNumber = numbers.first ?? nil else { return nil }
      let column = numbers.count > 1 ? numbers[1] ?? 1 : 1
      return sourceMap.chapterLocation(SourceLocation(path: file, line: lineNumber, column: column))
    }
    return nil
  }

  /// Where `name:` ends in a backtrace line, when it follows ` at ` or a `/` of the
  /// frame's absolute path.
  private static func range(naming name: String, in line: Substring) -> Range<Substring.Index>? {
    guard let range = line.range(of: "\(name):", options: .backwards) else { return nil }
    let before = line[..<range.lowerBound]
    guard before.hasSuffix(" at ") || before.hasSuffix("/") && before.contains(" at /") else { return nil }
    return range
  }

  /// A signal's conventional name, for a process a signal ended.
  static func signalName(_ number: Int32) -> String {
    let names: [Int32: String] = [
      1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE",
      9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM", 24: "SIGXCPU", 25: "SIGXFSZ",
    ]
    return names[number].map { "signal \(number) (\($0))" } ?? "signal \(number)"
  }
}
