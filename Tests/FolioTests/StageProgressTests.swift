import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Progress lines: redrawn on a terminal, plain lines in a log, nothing when silent.
@Suite struct StageProgressTests {
  final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  func run(terminal: Bool) -> String {
    let captured = Captured()
    let log = ProgressLog(isTerminal: terminal) { captured.append($0) }
    let progress = StageProgress(log: log, verb: ("Compiling", "Compiled"), noun: "scenarios")
    progress.start(total: 4, done: 1)
    progress.advance(by: 2)
    progress.advance(by: 1)
    progress.finish()
    return captured.value
  }

  @Test func aLogGetsPlainLines() {
    let lines = run(terminal: false).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0] == "Compiling 3 of 4 scenarios")
    #expect(lines[1].hasPrefix("Compiled 4 scenarios in "))
    #expect(lines[1].hasSuffix(" s (1 from the cache)"))
    #expect(!run(terminal: false).contains("\u{1B}"))
  }

  @Test func aTerminalSeesTheCountRedrawnInPlace() {
    let text = run(terminal: true)
    #expect(text.contains("\r\u{1B}[2KCompiling 1/4 scenarios"))
    #expect(text.contains("\r\u{1B}[2KCompiling 3/4 scenarios"))
    #expect(text.contains("\r\u{1B}[2KCompiling 4/4 scenarios"))
    #expect(text.hasSuffix("from the cache)\n"))
  }

  @Test func silentMeansSilent() {
    let progress = StageProgress(log: .silent, verb: ("Running", "Ran"), noun: "transcripts")
    progress.start(total: 1, done: 0)
    progress.finish()
    #expect(progress.total == 1)
  }

  @Test func aStageWhoseItemsArriveSaysSoOnceItsFirstItemIsReallyWorkedOn() {
    let captured = Captured()
    let progress = StageProgress(
      log: ProgressLog(isTerminal: false) { captured.append($0) }, verb: ("Running", "Ran"), noun: "transcripts")
    progress.startArriving(total: 3)
    progress.advance(by: 1, fromCache: true)
    #expect(captured.value.isEmpty)
    progress.advance(by: 1)
    progress.advance(by: 1)
    progress.finish()
    let lines = captured.value.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0] == "Running transcripts (3 in all)")
    #expect(lines[1].hasPrefix("Ran 3 transcripts in "))
    #expect(lines[1].hasSuffix(" s (1 from the cache)"))
    #expect(progress.cached == 1)
  }

  @Test func aStageReadWhollyFromTheCacheSaysOnlyThatItRan() {
    let captured = Captured()
    let progress = StageProgress(
      log: ProgressLog(isTerminal: false) { captured.append($0) }, verb: ("Running", "Ran"), noun: "transcripts")
    progress.startArriving(total: 2)
    progress.advance(by: 2, fromCache: true)
    progress.finish()
    #expect(captured.value.hasPrefix("Ran 2 transcripts in "))
    #expect(captured.value.hasSuffix(" s (all from the cache)\n"))
  }
}
