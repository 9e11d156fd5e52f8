import FolioCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Confines a process folio starts (a scenario run, a compile, a link) with Debian's
/// bubblewrap: a chapter is code from anyone, and checking a pull request runs it.
///
/// What a confined process gets (README, "Security"):
/// - no network (a network namespace of its own, with only a loopback that is down);
/// - a file system built from explicit binds: the system's `/usr` and the loader's
///   folders, the toolchain, the engine and what the process must read, all read-only;
///   its scratch folders read-write; a private, size-limited `/tmp`; a minimal `/etc`
///   (``etcFiles``). The book, the site, the cache and the home folder are not there;
/// - its own process namespace: when its first process ends, or folio kills it, the
///   kernel ends every process in it, however it was started (`setsid`, double forks);
/// - the resource limits of ``Limits``, set inside the sandbox by util-linux's `prlimit`;
/// - when folio runs as root, the unprivileged identity ``user`` outside the sandbox
///   (through util-linux's `setpriv`), so root's files are as closed to it as to anyone;
/// - an environment of only the variables it needs (``environment(_:)``).
///
/// A value describes the sandbox once per build (``make(engine:environment:)`` finds the
/// tools and proves they work); ``command(_:arguments:confinement:)`` turns one
/// process's ``Confinement`` into the command line that starts it.
public struct Sandbox: Equatable, Sendable {
  /// A user and group outside the sandbox.
  public struct Identity: Equatable, Sendable {
    /// The user identifier.
    public var uid: uid_t
    /// The group identifier.
    var gid: gid_t

    /// `nobody`: the identity confined processes take when folio runs as root.
    static let nobody = Identity(uid: 65534, gid: 65534)
  }

  /// The bubblewrap executable.
  var bwrap: String
  /// util-linux's `prlimit`, run inside the sandbox to set the limits.
  var prlimit: String
  /// util-linux's `setpriv`, and the identity it switches to, when folio runs as root;
  /// `nil` otherwise (the process then keeps the user's own identity).
  public var user: (setpriv: String, identity: Identity)?
  /// Whether bubblewrap starts as root and ``user`` is taken inside the sandbox, after
  /// the binds: for a project ``user`` cannot reach (a checkout in a folder only root
  /// may enter), which bubblewrap could not bind once it had left root. The process is
  /// then no user namespace's root but ``user`` itself, without capabilities, as in the
  /// usual order; only the namespaces differ (no user namespace of its own).
  var bindsAsRoot = false
  /// Host folders every confined process sees read-only at the same path: the system's,
  /// the toolchain's and the engine's.
  var readOnlyFolders: [String]
  /// Top-level names that are symbolic links on this host (`/lib` → `usr/lib` on a
  /// merged-`/usr` system), recreated inside.
  var links: [(path: String, target: String)]

  /// Files of `/etc` a confined process sees: the dynamic loader's cache, and the
  /// local time zone (Foundation reads it before `TZ` can matter). Nothing else of
  /// `/etc`: no `passwd`, no `shadow`, no resolver configuration.
  static let etcFiles = ["/etc/ld.so.cache", "/etc/localtime"]

  /// Variables passed from folio's environment when it has them; everything else is
  /// dropped.
  static let passedVariables = ["LANG", "LC_ALL", "TZ"]

  /// The private `/tmp`'s path inside; it is also `HOME` and `TMPDIR`.
  static let temporaryFolder = "/tmp"

  /// Where ``Confinement/place(_:)`` puts files inside.
  static let placedFolder = "/folio"

  /// Creates a sandbox from explicit parts (``make(engine:environment:)`` finds them).
  init(
    bwrap: String, prlimit: String, user: (setpriv: String, identity: Identity)?, readOnlyFolders: [String],
    links: [(path: String, target: String)]
  ) {
    self.bwrap = bwrap
    self.prlimit = prlimit
    self.user = user
    self.readOnlyFolders = readOnlyFolders
    self.links = links
  }

  /// Whether two sandboxes start processes the same way (tuples are not `Equatable`).
  public static func == (a: Sandbox, b: Sandbox) -> Bool {
    a.bwrap == b.bwrap && a.prlimit == b.prlimit && a.user?.setpriv == b.user?.setpriv
      && a.user?.identity == b.user?.identity && a.bindsAsRoot == b.bindsAsRoot
      && a.readOnlyFolders == b.readOnlyFolders
      && a.links.map(\.path) == b.links.map(\.path) && a.links.map(\.target) == b.links.map(\.target)
  }

  // MARK: - One process

  /// What one confined process may see and use beyond the sandbox's own folders.
  struct Confinement: Sendable {
    /// The sandbox.
    var sandbox: Sandbox
    /// Files and folders it may read (a scenario library, generated sources).
    var readable: [String]
    /// Folders it may write: its own scratch. Folio prepares them (``prepareWritable()``).
    var writable: [String]
    /// Its resource limits.
    var limits: Limits
    /// Variables it needs besides `PATH`, `HOME`, `TMPDIR` and ``passedVariables``.
    var environment: [String: String]
    /// Extra folders for `PATH` (the toolchain's `bin` for a compile).
    var path: [String]
    /// Files bound read-only at a path of their own inside (under ``placedFolder``), so
    /// that the folder they really are in (the cache) is no part of the view:
    /// destination → source. ``place(_:)`` adds one.
    var placed: [String: String] = [:]
    /// Whether it makes namespaces of its own for its children (a scenario server,
    /// ``ScenarioServer``): it keeps `CAP_SYS_ADMIN` (and `CAP_SETPCAP`, to empty a
    /// child's bounding set) in the sandbox's user namespace, which gives it nothing
    /// outside, and drops both in each child before chapter code runs. Only where the sandbox has a user namespace (not ``bindsAsRoot``).
    var makesNamespaces = false
    /// Where it starts, or `nil` for its first writable folder (else the private
    /// `/tmp`). A compile starts in folio's own working folder, created empty inside:
    /// swiftc records it as the compilation folder, and a chapter path under it is then
    /// written relative to it in the debug information, where a crash's backtrace reads
    /// it; the same folder inside and out keeps those paths as folio knows them.
    var workingDirectory: String?

    /// Describes a confined process.
    init(
      sandbox: Sandbox, readable: [String] = [], writable: [String] = [], limits: Limits,
      environment: [String: String] = [:], path: [String] = [], workingDirectory: String? = nil
    ) {
      self.workingDirectory = workingDirectory
      self.sandbox = sandbox
      self.readable = readable
      self.writable = writable
      self.limits = limits
      self.environment = environment
      self.path = path
    }

    /// Binds the file at `path` read-only at `/folio/NAME` inside and returns that path.
    mutating func place(_ path: String) -> String {
      let inside = Sandbox.placedFolder + "/" + (path as NSString).lastPathComponent
      placed[inside] = path
      return inside
    }

    /// Creates the writable folders that do not exist yet (swiftc's module cache on a
    /// first build), and makes them the confined identity's own when that is not
    /// folio's (folio runs as root).
    ///
    /// Only a folder folio owns changes owner, with what folio wrote in it (a fresh run
    /// or module folder): one already the confined identity's (its module cache) is
    /// left alone, so folio never walks, as root, through what a confined process wrote.
    func prepareWritable() {
      for folder in writable where !FileManager.default.fileExists(atPath: folder) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      guard let identity = sandbox.user?.identity else { return }
      for folder in writable {
        var info = stat()
        guard lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == geteuid() else { continue }
        Sandbox.changeOwner(of: folder, to: identity)
      }
    }
  }

  /// The command that runs `executable arguments…` confined, and its whole environment.
  ///
  /// `setpriv` (as root) drops to ``user``; bubblewrap builds the namespaces and the
  /// file-system view, then starts `prlimit`, which sets the limits and executes the
  /// program. With ``bindsAsRoot``, `setpriv` runs inside, after bubblewrap's binds. Each of these replaces itself with the next, so the process folio started
  /// is bubblewrap: killing it kills the namespace's first process (`--die-with-parent`),
  /// and with it every process in the namespace.
  func command(_ executable: String, arguments: [String], confinement: Confinement) -> (
    executable: String, arguments: [String], environment: [String: String]
  ) {
    var command: [String] = []
    let leaveRoot = user.map { user in
      [
        user.setpriv, "--reuid=\(user.identity.uid)", "--regid=\(user.identity.gid)", "--clear-groups",
        "--no-new-privs", "--inh-caps=-all", "--",
      ]
    }
    if let leaveRoot, !bindsAsRoot { command += leaveRoot }
    command += [bwrap] + bwrapOptions(confinement) + ["--"]
    if let leaveRoot, bindsAsRoot { command += leaveRoot }
    command +=
      [prlimit] + confinement.limits.prlimitOptions(identityIsShared: bindsAsRoot) + ["--", executable] + arguments
    return (command[0], Array(command.dropFirst()), environment(confinement))
  }

  /// bubblewrap's options for `confinement`: namespaces, then the file-system view.
  func bwrapOptions(_ confinement: Confinement) -> [String] {
    var options =
      bindsAsRoot
      // Every namespace but the user's; the only capabilities kept are the two `setpriv`
      // needs to leave root, which it does before anything else runs.
      ? [
        "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
        "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--cap-add", "CAP_SETUID", "--cap-add",
        "CAP_SETGID", "--clearenv",
      ]
      : [
        "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session",
        "--cap-drop", "ALL", "--clearenv",
      ] + (confinement.makesNamespaces ? ["--cap-add", "CAP_SYS_ADMIN", "--cap-add", "CAP_SETPCAP"] : [])
    // The private /tmp first: binds of folders under the host's /tmp (a test's
    // temporary book) then land on it instead of being hidden by it.
    options += ["--dev", "/dev", "--proc", "/proc"]
    // Made by a bubblewrap that is still root, the private /tmp would be root's: open it
    // to its process as /tmp is (sticky, everyone may write).
    if bindsAsRoot { options += ["--perms", "1777"] }
    options += ["--size", String(confinement.limits.temporaryBytes), "--tmpfs", Self.temporaryFolder]
    for link in links { options += ["--symlink", link.target, link.path] }
    if bindsAsRoot { options += openedAncestors(confinement) }
    for folder in readOnlyFolders + confinement.readable { options += ["--ro-bind", folder, folder] }
    for file in Self.etcFiles { options += ["--ro-bind-try", file, file] }
    for (inside, source) in confinement.placed.sorted(by: { $0.key < $1.key }) {
      options += ["--ro-bind", source, inside]
    }
    for folder in confinement.writable { options += ["--bind", folder, folder] }
    let start = confinement.workingDirectory ?? confinement.writable.first ?? Self.temporaryFolder
    if confinement.workingDirectory != nil { options += ["--dir", start] }
    // The folders bubblewrap made to hold the binds stay empty: no writing there.
    options += ["--remount-ro", "/"]
    for (name, value) in environment(confinement).sorted(by: { $0.key < $1.key }) {
      options += ["--setenv", name, value]
    }
    options += ["--chdir", start]
    return options
  }

  /// bubblewrap creates the folders above a bind with the modes they have outside, so a
  /// project under a folder only root may enter stays closed inside too, once the
  /// process has left root. Binding as root, each such folder is made first, open to
  /// everyone (0755), in the sandbox's own root: never one inside a bind (that would
  /// change the host's), nor the mounts and links the sandbox makes itself.
  func openedAncestors(_ confinement: Confinement) -> [String] {
    let binds =
      readOnlyFolders + confinement.readable + Self.etcFiles + Array(confinement.placed.keys) + confinement.writable
    // The working folder is made with `--dir`, not bound: its parents are opened too,
    // but what lies below it is not covered by it.
    let destinations = binds + [confinement.workingDirectory].compactMap { $0 }
    let own = Set(["/", Self.temporaryFolder, "/dev", "/proc"] + links.map(\.path))
    var folders: [String] = []
    for destination in destinations.sorted() {
      var folder = ""
      for component in destination.split(separator: "/").dropLast() {
        folder += "/" + component
        let covered = binds.contains { folder == $0 || folder.hasPrefix($0 + "/") }
        if !covered && !own.contains(folder) && !folders.contains(folder) { folders.append(folder) }
      }
    }
    return folders.flatMap { ["--perms", "0755", "--dir", $0] }
  }

  /// Everything a confined process's environment holds: a minimal `PATH`, `HOME` and
  /// `TMPDIR` in its private `/tmp`, ``passedVariables`` from folio's, and what its
  /// caller asks for. No folio variable, no token, nothing else of folio's.
  func environment(_ confinement: Confinement) -> [String: String] {
    let outside = ProcessInfo.processInfo.environment
    var environment = [
      "PATH": (confinement.path + ["/usr/bin", "/bin"]).joined(separator: ":"),
      "HOME": Self.temporaryFolder, "TMPDIR": Self.temporaryFolder,
    ]
    for name in Self.passedVariables { environment[name] = outside[name] }
    return environment.merging(confinement.environment) { _, new in new }
  }

  // MARK: - Ownership

  /// Gives `path` and everything under it to `identity` (links themselves, never what
  /// they point to).
  static func changeOwner(of path: String, to identity: Identity) {
    _ = lchown(path, identity.uid, identity.gid)
    guard let entries = FileManager.default.enumerator(atPath: path) else { return }
    for case let entry as String in entries { _ = lchown(path + "/" + entry, identity.uid, identity.gid) }
  }
}
