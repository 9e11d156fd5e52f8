import Foundation
import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

#if canImport(Glibc)
  import Glibc
#endif

/// The machine's sandbox, or why there is none: the tests that need namespaces run
/// wherever they can be created (here and in CI) and skip, saying so, elsewhere.
enum TestSandbox {
  static let made: Result<Sandbox, ToolFailure> = {
    do throws(ToolFailure) {
      return .success(try Sandbox.make(engine: try EngineLocation.discover()))
    } catch {
      return .failure(error)
    }
  }()

  static var available: Bool { (try? made.get()) != nil }

  static func get() throws -> Sandbox { try made.get() }

  /// The processes whose command line contains `marker`.
  static func processes(containing marker: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
      return line.contains(marker) ? "\(pid): \(line)" : nil
    }
  }

  /// Kills what a failed test left running.
  static func kill(containing marker: String) {
    for process in processes(containing: marker) {
      if let pid = Int32(process.prefix { $0 != ":" }) { Glibc.kill(pid, SIGKILL) }
    }
  }
}

/// The sandbox's command line, and what a confined process meets, with shell commands
/// (no compile): limits, identity, descriptors, and that nothing outlives it.
@Suite struct SandboxTests {
  func run(
    _ script: String, in sandbox: Sandbox, readable: [String] = [], writable: [String] = [],
    limits: Sandbox.Limits = .scenario(timeout: 5), timeout: Double = 20, passing: Int32? = nil
  ) async throws -> ChildProcess.Outcome {
    let folder = try makeTemporaryFolder("folio-sandbox")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let confinement = Sandbox.Confinement(sandbox: sandbox, readable: readable, writable: writable, limits: limits)
    return try await ChildProcess(
      executable: "/bin/sh", arguments: ["-c", script], outputPrefix: folder + "/sh", timeout: timeout,
      descriptors: passing.map {
        .init([0: .null, 1: .file(folder + "/sh.stdout"), 2: .file(folder + "/sh.stderr"), 3: .inherited($0)])
      },
      confinement: confinement
    ).run()
  }

  static let example = Sandbox(
    bwrap: "/usr/bin/bwrap", prlimit: "/usr/bin/prlimit", user: ("/usr/bin/setpriv", .nobody),
    readOnlyFolders: ["/usr", "/opt/swift/usr", "/book/.build/debug"], links: [("/lib", "usr/lib")])

  @Test func commandLineBindsOnlyWhatItNamesAndNeverTheRoot() {
    let confinement = Sandbox.Confinement(
      sandbox: Self.example, readable: ["/cache/libraries/a.so"], writable: ["/work/runs/1"],
      limits: .scenario(timeout: 5), environment: ["SWIFT_BACKTRACE": "enable=yes"])
    let (executable, arguments, environment) = Self.example.command(
      "/host", arguments: ["request.json"], confinement: confinement)
    #expect(executable == "/usr/bin/setpriv")
    #expect(
      arguments.prefix(6) == [
        "--reuid=65534", "--regid=65534", "--clear-groups", "--no-new-privs", "--inh-caps=-all", "--",
      ])
    var binds: [String: String] = [:]
    for (index, argument) in arguments.enumerated() where argument.hasSuffix("bind") || argument.hasSuffix("bind-try") {
      binds[arguments[index + 2]] = argument
    }
    #expect(
      binds == [
        "/usr": "--ro-bind", "/opt/swift/usr": "--ro-bind", "/book/.build/debug": "--ro-bind",
        "/cache/libraries/a.so": "--ro-bind", "/etc/ld.so.cache": "--ro-bind-try", "/etc/localtime": "--ro-bind-try",
        "/work/runs/1": "--bind",
      ])
    for flag in ["--unshare-all", "--unshare-user", "--die-with-parent", "--new-session", "--clearenv"] {
      #expect(arguments.contains(flag), "\(flag)")
    }
    let size = try? #require(arguments.firstIndex(of: "--size"))
    #expect(size.map { arguments[$0 + 2...$0 + 3] } == ["--tmpfs", "/tmp"])
    #expect(arguments.suffix(2) == ["/host", "request.json"])
    #expect(
      Set(environment.keys)
        == Set(["PATH", "HOME", "TMPDIR", "SWIFT_BACKTRACE"]).union(
          Sandbox.passedVariables.filter { ProcessInfo.processInfo.environment[$0] != nil }))
  }

  @Test func missingBubblewrapIsAToolErrorThatNamesNoSandbox() throws {
    let engine = try TestEngine.location()
    #expect {
      try Sandbox.make(engine: engine, environment: ["FOLIO_BWRAP": "/nonexistent/bwrap", "PATH": "/usr/bin:/bin"])
    } throws: { error in
      // Folio's own failure: no chapter location to pretend to.
      guard let message = (error as? ToolFailure)?.rendered else { return false }  // message and hint
      return message.contains("bubblewrap is not installed")
        && message.contains("FOLIO_BWRAP=/nonexistent/bwrap") && message.contains("--no-sandbox")
    }
  }

  @Test func sandboxThatCannotStartIsAToolErrorWithBubblewrapsWords() throws {
    let folder = try makeTemporaryFolder("folio-bwrap")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // What bubblewrap says where the kernel refuses unprivileged user namespaces.
    try write(
      "#!/bin/sh\necho 'bwrap: No permissions to creating new namespace' >&2\nexit 1\n", to: folder + "/bwrap")
    chmod(folder + "/bwrap", 0o755)
    #expect {
      try Sandbox.make(
        engine: try TestEngine.location(), environment: ["FOLIO_BWRAP": folder + "/bwrap", "PATH": "/usr/bin:/bin"])
    } throws: { error in
      guard let message = (error as? ToolFailure)?.rendered else { return false }  // message and hint
      return message.contains("could not start a sandbox: bwrap: No permissions to creating new namespace")
        && message.contains("--no-sandbox")
    }
  }

  @Test(.enabled(if: geteuid() == 0 && TestSandbox.available, "only root hands the sandbox to another identity"))
  func projectNobodyCannotReachIsAToolErrorThatSaysWhy() throws {
    let folder = try makeTemporaryFolder("folio-closed")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/project/.build", withIntermediateDirectories: true)
    chmod(folder, 0o700)
    var sandbox = try TestSandbox.get()
    sandbox.bindsAsRoot = false  // as it is for a project nobody can reach
    sandbox.readOnlyFolders.append(folder + "/project/.build")
    #expect {
      try sandbox.prove()
    } throws: { error in
      guard let message = (error as? ToolFailure)?.rendered else { return false }  // message and hint
      return message.contains("Permission denied (the sandbox runs as 65534, not root)")
        && message.contains("chmod o+x") && message.contains("--no-sandbox")
    }
  }

  /// Finding the sandbox for an engine nobody cannot reach falls back to binding as root
  /// and leaving root inside, rather than failing every check of a CI checkout.
  @Test(.enabled(if: TestSandbox.available && geteuid() == 0, "needs root and user namespaces"))
  func engineNobodyCannotReachIsBoundAsRootAndLeftInside() throws {
    let folder = try makeTemporaryFolder("folio-closed")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/project/.build/debug", withIntermediateDirectories: true)
    chmod(folder, 0o700)
    let real = try TestEngine.location()
    let sandbox = try Sandbox.make(
      engine: EngineLocation(swiftc: real.swiftc, directory: folder + "/project/.build/debug"))
    #expect(sandbox.user?.identity == .nobody)
    #expect(sandbox.bindsAsRoot)
    // bubblewrap first (as root), and setpriv inside it, before prlimit and the program.
    let (executable, arguments, _) = sandbox.command(
      "/bin/true", arguments: [], confinement: Sandbox.Confinement(sandbox: sandbox, limits: .compile))
    #expect(executable == sandbox.bwrap)
    let inside = try #require(arguments.firstIndex(of: "--"))
    #expect(arguments[inside + 1] == sandbox.user?.setpriv)
    #expect(!arguments.contains("--unshare-user"))
  }

  /// Binding as root, every folder above a bind is made open inside, the working
  /// folder's included, and none inside a bind (that would change the host's).
  @Test func bindingAsRootOpensEveryFolderAboveABind() {
    var sandbox = Self.example
    sandbox.bindsAsRoot = true
    let confinement = Sandbox.Confinement(
      sandbox: sandbox, writable: ["/closed/work/build/modules/key"], limits: .compile,
      workingDirectory: "/closed")
    let options = sandbox.openedAncestors(confinement)
    let made = stride(from: 3, to: options.count, by: 4).map { options[$0] }
    #expect(Set(made).isSuperset(of: ["/closed", "/closed/work", "/closed/work/build", "/closed/work/build/modules"]))
    #expect(!made.contains { $0 == "/usr" || $0.hasPrefix("/usr/") || $0.hasPrefix("/closed/work/build/modules/key") })
    #expect(
      stride(from: 0, to: options.count, by: 4).allSatisfy { options[$0] == "--perms" && options[$0 + 1] == "0755" })
  }

  /// In its own user namespace a sandbox's process count is its own; binding as root
  /// there is none, the count is every process of nobody on the machine, and a
  /// scenario's own number would refuse it a thread while other scenarios run.
  @Test func theProcessLimitIsTheSandboxsOwnOnlyInItsOwnUserNamespace() {
    func nproc(bindsAsRoot: Bool, _ limits: Sandbox.Limits) -> [String] {
      var sandbox = Self.example
      sandbox.bindsAsRoot = bindsAsRoot
      let (_, arguments, _) = sandbox.command(
        "/host", arguments: [], confinement: Sandbox.Confinement(sandbox: sandbox, limits: limits))
      return arguments.filter { $0.hasPrefix("--nproc=") }
    }
    #expect(nproc(bindsAsRoot: false, .scenario(timeout: 5)) == ["--nproc=128"])
    #expect(nproc(bindsAsRoot: false, .compile) == ["--nproc=512"])
    #expect(nproc(bindsAsRoot: true, .scenario(timeout: 5)) == ["--nproc=2048"])
    #expect(nproc(bindsAsRoot: true, .compile) == ["--nproc=2048"])
  }

  /// A CI checkout in a folder only root may enter: bubblewrap then binds as root, and
  /// the process is still nobody, reading what is bound and nothing else, and limited.
  @Test(.enabled(if: TestSandbox.available && geteuid() == 0, "needs root and user namespaces"))
  func projectNobodyCannotReachRunsAsNobodyAfterRootBindsIt() async throws {
    let folder = try makeTemporaryFolder("folio-closed")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("bound\n", to: folder + "/project/.build/engine.txt")
    try write("root only\n", to: folder + "/project/.build/root-only.txt")
    chmod(folder + "/project/.build/root-only.txt", 0o600)
    try write("secret\n", to: folder + "/elsewhere.txt")
    chmod(folder, 0o700)
    var sandbox = try TestSandbox.get()
    sandbox.bindsAsRoot = false
    sandbox.readOnlyFolders.append(folder + "/project/.build")
    let refused = #expect(throws: ToolFailure.self) { try sandbox.prove() }
    #expect(refused.map(Sandbox.nobodyCannotReach) == true)
    sandbox.bindsAsRoot = true
    try sandbox.prove()
    let build = folder + "/project/.build"
    let outcome = try await run(
      """
      id -u; grep CapEff /proc/self/status; cat \(build)/engine.txt; cat \(build)/root-only.txt 2>/dev/null || echo refused
      echo private > /tmp/mine && cat /tmp/mine
      cat \(folder)/elsewhere.txt 2>/dev/null || echo unseen
      """, in: sandbox)
    #expect(
      outcome.stdout.split(separator: "\n") == [
        "65534", "CapEff:\t0000000000000000", "bound", "refused", "private", "unseen",
      ],
      "\(outcome.stdout)\(outcome.stderr)")
  }

  @Test(.enabled(if: geteuid() == 0, "only root hands folders to another identity"))
  func onlyFoldersFolioOwnsChangeOwner() throws {
    let folder = try makeTemporaryFolder("folio-owner")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("x", to: folder + "/fresh/request.json")
    try write("x", to: folder + "/confined/written-as-root")
    chown(folder + "/confined", 65534, 65534)
    Sandbox.Confinement(
      sandbox: Self.example, writable: [folder + "/fresh", folder + "/confined"], limits: .compile
    ).prepareWritable()
    func owner(_ path: String) -> uid_t {
      var info = stat()
      return lstat(path, &info) == 0 ? info.st_uid : 999_999
    }
    #expect(owner(folder + "/fresh") == 65534 && owner(folder + "/fresh/request.json") == 65534)
    // Already the confined identity's: folio does not walk through it.
    #expect(owner(folder + "/confined/written-as-root") == 0)
  }

  @Test(.enabled(if: TestSandbox.available, "this machine cannot create user namespaces"))
  func confinedProcessIsUnprivilegedAndCannotReadRootOnlyFiles() async throws {
    let sandbox = try TestSandbox.get()
    let folder = try makeTemporaryFolder("folio-secret")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write("secret", to: folder + "/secret")
    chmod(folder + "/secret", 0o600)
    let outcome = try await run(
      "id -u; id -g; cat \(folder)/secret && echo READ", in: sandbox, readable: [folder])
    let ids = outcome.stdout.split(separator: "\n").prefix(2).map(String.init)
    if geteuid() == 0 {
      // Root's files stay closed: the process is nobody outside the sandbox too.
      #expect(ids == ["65534", "65534"])
      #expect(!outcome.stdout.contains("READ"))
      #expect(outcome.stderr.contains("Permission denied"))
    } else {
      #expect(ids == ["\(getuid())", "\(getgid())"])
    }
  }

  @Test(.enabled(if: TestSandbox.available, "this machine cannot create user namespaces"))
  func cpuTimeLimitStopsASpinningProcessWithAClearReason() async throws {
    var limits = Sandbox.Limits.scenario(timeout: 5)
    limits.cpuSeconds = 1
    // The wall clock must not come first: on a loaded machine 1 s of CPU can take many.
    let outcome = try await run("while :; do :; done", in: try TestSandbox.get(), limits: limits, timeout: 300)
    #expect(!outcome.timedOut)
    #expect(outcome.signaled && outcome.status == SIGXCPU)
    #expect(limits.exceeded(bySignal: outcome.status) == "it used its 1 s of CPU time")
  }

  func limitsMessage(_ outcome: ChildProcess.Outcome) -> String? {
    outcome.signaled ? Sandbox.Limits.scenario(timeout: 5).exceeded(bySignal: outcome.status) : nil
  }

  @Test(.enabled(if: TestSandbox.available, "this machine cannot create user namespaces"))
  func fileSizeAndPrivateTemporaryFolderAreBounded() async throws {
    let outcome = try await run(
      "exec head -c 100000000 /dev/zero > /tmp/big", in: try TestSandbox.get())
    #expect(outcome.signaled && outcome.status == SIGXFSZ)
    #expect(limitsMessage(outcome) == "it wrote a file larger than 64 MB")
    // Many files under the size limit fill the private /tmp, not the disk.
    let many = try await run(
      "for i in 1 2 3 4 5 6; do head -c 30000000 /dev/zero > /tmp/f$i || { echo full at $i; exit 0; }; done",
      in: try TestSandbox.get())
    #expect(many.stdout.hasPrefix("full at "), "\(many.stdout)\(many.stderr)")
  }

  @Test(.enabled(if: TestSandbox.available, "this machine cannot create user namespaces"))
  func descriptorThreeReachesTheConfinedProgram() async throws {
    let folder = try makeTemporaryFolder("folio-fd")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let descriptor = open(folder + "/channel", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    try #require(descriptor >= 0)
    let outcome = try await run("echo through >&3", in: try TestSandbox.get(), passing: descriptor)
    close(descriptor)
    #expect(outcome.succeeded, "\(outcome.stderr)")
    #expect(FileManager.default.contents(atPath: folder + "/channel") == Data("through\n".utf8))
  }

  @Test(.enabled(if: TestSandbox.available, "this machine cannot create user namespaces"))
  func stoppingASandboxEndsEveryProcessInIt() async throws {
    let marker = "folio-stop-\(UUID().uuidString)"
    defer { TestSandbox.kill(containing: marker) }
    let outcome = try await run(
      "setsid sh -c 'sleep 30; : \(marker)' & (sh -c 'sleep 30; : \(marker)' &); sleep 30",
      in: try TestSandbox.get(), timeout: 1)
    #expect(outcome.timedOut)
    #expect(TestSandbox.processes(containing: marker) == [])
  }

  @Test(.enabled(if: TestSandbox.available, "this machine cannot create user namespaces"))
  func sandboxOutlivesTheThreadThatStartedIt() async throws {
    let sandbox = try TestSandbox.get()
    let folder = try makeTemporaryFolder("folio-thread")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (executable, arguments, environment) = sandbox.command(
      "/bin/sleep", arguments: ["2"], confinement: Sandbox.Confinement(sandbox: sandbox, limits: .compile))
    // Started from a thread that ends while it runs (after bubblewrap armed
    // `--die-with-parent`): the sandbox must not die with that thread.
    let started = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var pid: pid_t = 0
    let thread = Thread {
      pid =
        RunningProcesses.shared.start(
          executable: executable, arguments: arguments, environment: environment,
          descriptors: .files(stdout: folder + "/out", stderr: folder + "/err")) ?? 0
      started.signal()
      Thread.sleep(forTimeInterval: 0.5)
    }
    thread.start()
    started.wait()
    try #require(pid > 0)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    RunningProcesses.shared.ended(pid)
    #expect(status == 0, "ended with wait status \(status)")
  }

  @Test(.enabled(if: TestSandbox.available, "this machine cannot create user namespaces"))
  func networkIsUnreachable() async throws {
    let outcome = try await run(
      "python3 -c 'import socket; socket.create_connection((\"1.1.1.1\", 80), 2)' 2>&1 || echo refused",
      in: try TestSandbox.get())
    #expect(outcome.stdout.contains("refused"), "\(outcome.stdout)")
    #expect(outcome.stdout.contains("Network is unreachable"), "\(outcome.stdout)")
  }

  /// The note on a sandbox that binds as root (printed only when folio runs as root in
  /// a project nobody can reach, so no fixture book produces it) is the table's row.
  @Test func theNoteOnBindingAsRootIsTheTablesRow() throws {
    let table = try TroubleshootingTests.troubleshooting()
    let row = try #require(table.split(separator: "\n").first { $0.contains("folio: note: nobody (65534)") })
    let quoted = try #require(row.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first)
    let pattern = try NSRegularExpression(pattern: MessageGoldenTests.pattern(String(quoted)))
    let note = Sandbox.reachNote
    #expect(pattern.firstMatch(in: note, range: NSRange(note.startIndex..., in: note)) != nil, "\(row)")
  }
}
