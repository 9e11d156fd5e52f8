import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// `folio build` interrupted or killed at any moment leaves the previous site exactly
/// as it was (or the complete new one), no half-written folder, and no scenario
/// process running.
@Suite(.serialized) struct InterruptionTests {
  /// Every file under `folder`, by relative path, with its contents.
  func snapshot(_ folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    for case let path as String in FileManager.default.enumerator(atPath: folder)?.allObjects ?? [] {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue
      {
        files[path] = FileManager.default.contents(atPath: folder + "/" + path)
      }
    }
    return files
  }

  /// Starts `folio build` on `folder/book/chapters` into `folder/site`.
  func startBuild(_ folder: String, extra: [String] = []) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try TestEngine.location().directory + "/folio")
    process.arguments =
      [
        "build", "--chapters", folder + "/book/chapters", "--out", folder + "/site", "--work-directory",
        folder + "/work",
      ]
      + extra
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    _ = FileManager.default.createFile(atPath: folder + "/folio.stderr", contents: nil)
    process.standardError = FileHandle(forWritingAtPath: folder + "/folio.stderr")
    try process.run()
    return process
  }

  func waitForExit(_ process: Process, seconds: Double) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { try await Task.sleep(nanoseconds: 20_000_000) }
    #expect(!process.isRunning, "folio did not exit")
  }

  /// Whether process `pid` is gone (or a zombie nobody has reaped yet).
  func isGone(_ pid: Int32) -> Bool {
    guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return true }
    let text = String(decoding: stat, as: UTF8.self)
    guard let close = text.lastIndex(of: ")") else { return true }
    return text[text.index(close, offsetBy: 2)] == "Z"
  }

  /// The scenario host processes started for the book in `folder` (their request is
  /// in its work folder): found from outside, as the sandbox lets a scenario write
  /// nowhere but its own folder, and gives it a process number of its own.
  func scenarioHosts(of folio: Process) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
      let program = data.split(separator: 0).first.map { String(decoding: $0, as: UTF8.self) } ?? ""
      let name = (program as NSString).lastPathComponent
      return name.hasPrefix("folio-scenario-host") && descends(pid, from: folio.processIdentifier)
    }
  }

  /// Whether `ancestor` started `pid`, directly or through its children (the sandbox's
  /// setpriv, bubblewrap and prlimit stand between folio and the host).
  func descends(_ pid: Int32, from ancestor: Int32) -> Bool {
    var current = pid
    for _ in 0..<16 {
      guard let stat = try? String(contentsOfFile: "/proc/\(current)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      // After "pid (name) ": the state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 1, let parent = Int32(fields[1]), parent > 1 else { return false }
      if parent == ancestor { return true }
      current = parent
    }
    return false
  }

  /// A book whose one transcript loops forever in a button action, being built with a
  /// long timeout: returns once the scenario process runs (its pid), with the old site.
  func startStuckBuild() async throws -> (folder: String, folio: Process, scenario: Int32, before: [String: Data]) {
    let folder = try makeTemporaryFolder("folio-interrupt")
    try write(
      """
      # Stuck

      ```swift scenario=stuck
      struct Stuck: View {
        var body: some View {
          Button("stick") {
            var n = 0
            while n >= 0 { n = (n + 1) % 1000 }
          }
        }
      }
      ```

      ```transcript scenario=stuck
      > tap "stick"
      ```
      """, to: folder + "/book/chapters/01-stuck.md")
    try write("previous", to: folder + "/site/index.html")
    try write("body {}", to: folder + "/site/assets/folio.css")
    try write(OutputFolder.Writer.site.markerContents, to: folder + "/site/.folio-site")  // a site folio wrote
    let before = snapshot(folder + "/site")

    let folio = try startBuild(folder, extra: ["--timeout", "300"])
    let deadline = Date().addingTimeInterval(240)
    while scenarioHosts(of: folio).isEmpty && folio.isRunning && Date() < deadline {
      try await Task.sleep(nanoseconds: 50_000_000)
    }
    try await Task.sleep(nanoseconds: 300_000_000)
    let scenario = try #require(scenarioHosts(of: folio).first)
    return (folder, folio, scenario, before)
  }

  /// Waits up to five seconds for process `pid` to be gone.
  func expectGone(_ pid: Int32) async throws {
    var waited = 0
    while !isGone(pid) && waited < 100 {
      try await Task.sleep(nanoseconds: 50_000_000)
      waited += 1
    }
    #expect(isGone(pid), "the scenario process \(pid) is still running")
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func signalDuringTheCheckLeavesTheSiteAndStopsTheScenario(_ signal: Int32) async throws {
    let (folder, folio, scenario, before) = try await startStuckBuild()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    kill(folio.processIdentifier, signal)
    try await waitForExit(folio, seconds: 20)

    #expect(folio.terminationReason == .exit)
    #expect(folio.terminationStatus == 128 + signal)
    let stderr = String(
      decoding: FileManager.default.contents(atPath: folder + "/folio.stderr") ?? Data(), as: UTF8.self)
    #expect(stderr.contains("folio: interrupted by signal \(signal)"))
    #expect(snapshot(folder + "/site") == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        == ["book", "folio.stderr", "site", "work"])
    try await expectGone(scenario)
  }

  @Test func killingFolioOutrightStillStopsTheScenario() async throws {
    // SIGKILL gives folio no chance to stop its children: the scenario host notices
    // that its parent is gone and ends itself.
    let (folder, folio, scenario, _) = try await startStuckBuild()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    kill(folio.processIdentifier, SIGKILL)
    try await waitForExit(folio, seconds: 20)
    try await expectGone(scenario)
  }

  @Test func killAtAnyMomentLeavesTheOldOrTheNewSiteWhole() async throws {
    let folder = try makeTemporaryFolder("folio-kill")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let paragraph = String(repeating: "Words that make the page long enough to take a while to write. ", count: 40)
    func writeBook(_ version: String) throws {
      for number in 1...60 {
        try write(
          "# Chapter \(number) \(version)\n\n" + Array(repeating: paragraph, count: 8).joined(separator: "\n\n")
            // One check (a book without checks does not pass), type-checked once and cached.
            + (number == 1 ? "\n\n```swift\nlet a = 1\n```\n" : ""),
          to: folder + "/book/chapters/\(String(format: "%03d", number)).md")
      }
    }
    try writeBook("one")
    let first = try startBuild(folder)
    try await waitForExit(first, seconds: 120)
    #expect(first.terminationStatus == 0)
    let old = snapshot(folder + "/site")
    #expect(old.count > 60)

    try writeBook("two")
    let started = Date()
    let reference = try startBuild(folder)
    try await waitForExit(reference, seconds: 120)
    let duration = Date().timeIntervalSince(started)
    let new = snapshot(folder + "/site")
    #expect(new != old)
    // Back to the old site, then kill builds of the new one at moments spread over a build.
    try FileManager.default.removeItem(atPath: folder + "/site")
    try writeBook("one")
    let restore = try startBuild(folder)
    try await waitForExit(restore, seconds: 120)
    #expect(snapshot(folder + "/site") == old)
    try writeBook("two")

    for step in 0..<10 {
      let build = try startBuild(folder)
      try await Task.sleep(nanoseconds: UInt64(duration * (0.5 + 0.06 * Double(step)) * 1e9))
      kill(build.processIdentifier, SIGKILL)
      try await waitForExit(build, seconds: 20)
      let site = snapshot(folder + "/site")
      #expect(site == old || site == new, "kill \(step) left a site that is neither the old nor the new one")
    }
  }
}
