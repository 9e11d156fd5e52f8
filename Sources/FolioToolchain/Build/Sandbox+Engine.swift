import FolioCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The sandbox's view of an engine: the toolchain and the engine's build folder that
/// every compile and scenario reads.
extension Sandbox {
  /// The sandbox for compiling against `engine` and running what it builds, once its
  /// tools are found and proven to start a sandbox on this machine.
  ///
  /// bubblewrap is `FOLIO_BWRAP` when set, else `bwrap` on `PATH` (or `/usr/bin`).
  ///
  /// - Throws: ``ToolFailure`` when bubblewrap, `prlimit` or `setpriv`
  ///   is missing or the kernel refuses the namespaces; folio then stops rather than
  ///   run a chapter's code unconfined, and the message names `--no-sandbox`.
  public static func make(engine: EngineLocation, environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(ToolFailure) -> Sandbox
  {
    let configured = environment["FOLIO_BWRAP"].flatMap { $0.isEmpty ? nil : $0 }
    guard let bwrap = configured ?? find("bwrap", environment: environment),
      FileManager.default.isExecutableFile(atPath: bwrap)
    else {
      let why = configured.map { "FOLIO_BWRAP=\($0) is not an executable" } ?? "no bwrap on PATH"
      throw unavailable(
        "bubblewrap is not installed (\(why))",
        fix: "install it ('apt-get install bubblewrap', or 'make deps')")
    }
    guard let prlimit = find("prlimit", environment: environment) else {
      throw unavailable("util-linux's prlimit is missing", fix: "install util-linux")
    }
    var user: (setpriv: String, identity: Identity)?
    if geteuid() == 0 {
      guard let setpriv = find("setpriv", environment: environment) else {
        throw unavailable("util-linux's setpriv is missing (needed to leave root)", fix: "install util-linux")
      }
      user = (setpriv, .nobody)
    }
    var sandbox = Sandbox(
      bwrap: bwrap, prlimit: prlimit, user: user, readOnlyFolders: systemFolders + engineFolders(engine),
      links: systemLinks)
    do {
      try sandbox.prove()
    } catch  where user != nil && Self.nobodyCannotReach(error) {
      // As root, bubblewrap starts as nobody, who cannot reach a project inside a
      // folder only root may enter (a CI checkout in a 0700 temporary folder). Then
      // bubblewrap starts as root, binds, and the process leaves root inside the
      // sandbox: still nobody, no capability, no network, only the binds. Said, not silent.
      sandbox.bindsAsRoot = true
      try sandbox.prove()
      FileHandle.standardError.write(Data(Self.reachNote.utf8))
    }
    return sandbox
  }

  /// ``make(engine:environment:)`` on a thread of its own, so that a build proves the
  /// sandbox while it reads the book: proving waits 10 to 25 ms for `true` to start and
  /// end in a sandbox, which would otherwise hold one of the few threads tasks share,
  /// or, awaited in turn, delay the first compile by as much.
  public static func makeAside(engine: EngineLocation) async -> Result<Sandbox, ToolFailure> {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(returning: Result { () throws(ToolFailure) -> Sandbox in try make(engine: engine) })
      }
    }
  }

  /// What folio says when the sandbox keeps root's identity outside its namespace.
  static let reachNote =
    "folio: note: nobody (65534) cannot reach this project's folders, so bubblewrap binds them as root and"
    + " the sandbox leaves root inside, with no user namespace of its own; let others reach them (chmod o+x"
    + " on their parents) to start it as nobody\n"

  /// Whether a failed proof says that bubblewrap, run as nobody, could not reach a bind.
  static func nobodyCannotReach(_ error: ToolFailure) -> Bool {
    error.message.contains("Permission denied")
  }

  /// The toolchain (the folder above its `bin`), the engine's build folder (at the path
  /// folio names and at the one it leads to, when a link is on the way), and the
  /// folders of the C headers its module maps name (a package's checkout), unless
  /// `/usr` already holds them.
  static func engineFolders(_ engine: EngineLocation) -> [String] {
    let toolchain = engine.toolchainRoot
    let given =
      engine.directory.hasPrefix("/")
      ? engine.directory : FileManager.default.currentDirectoryPath + "/" + engine.directory
    let engineDirectory = (given as NSString).standardizingPath
    // Both the path folio names (libraries record it) and the folder it leads to.
    let resolved = (engineDirectory as NSString).resolvingSymlinksInPath
    let folders = [toolchain, engineDirectory, resolved] + moduleMapHeaderFolders(resolved)
    var kept: [String] = []
    for folder in folders where !(["/usr"] + kept).contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
      kept.append(folder)
    }
    return kept
  }
}
