import FolioCore
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

extension Sandbox {
  /// Starts `true` in the sandbox, once per distinct sandbox in a folio process, so a
  /// machine without user namespaces gets one clear error instead of every scenario
  /// failing with bubblewrap's words.
  func prove() throws(ToolFailure) {
    let known = Self.proven.withLock { $0[description] }
    if let known {
      if let failure = known { throw Self.unavailable(failure, fix: nil) }
      return
    }
    let folder = NSTemporaryDirectory() + "folio-sandbox-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let confinement = Confinement(sandbox: self, limits: .scenario(timeout: 5))
    let (executable, arguments, environment) = command("/bin/true", arguments: [], confinement: confinement)
    var failure: String?
    if let pid = RunningProcesses.shared.start(
      executable: executable, arguments: arguments, environment: environment,
      descriptors: .files(stdout: folder + "/out", stderr: folder + "/err"))
    {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      RunningProcesses.shared.ended(pid)
      if status != 0 {
        let said = ChildProcess.read(folder + "/err", upTo: 4096).trimmingCharacters(in: .whitespacesAndNewlines)
        failure = "\(bwrap) could not start a sandbox: \(said.isEmpty ? "exit status \(status >> 8)" : said)"
      }
    } else {
      failure = "cannot execute \(executable)"
    }
    Self.proven.withLock { $0[description] = .some(failure) }
    guard let failure else { return }
    if let user, failure.contains("Permission denied") {
      // As root, bubblewrap already runs as nobody when it looks for what to bind.
      throw Self.unavailable(
        failure + " (the sandbox runs as \(user.identity.uid), not root)",
        fix: "let others reach the project's folders (chmod o+x on its parents, or move it out of /root)")
    }
    throw Self.unavailable(failure, fix: "check that this machine allows user namespaces")
  }

  private static let proven = Mutex<[String: String?]>([:])

  private var description: String {
    ([bwrap, prlimit, user?.setpriv ?? "", bindsAsRoot ? "binds as root" : ""] + readOnlyFolders)
      .joined(separator: "\u{0}")
  }

  /// The tool error for a sandbox that cannot start.
  static func unavailable(_ reason: String, fix: String?) -> ToolFailure {
    ToolFailure(
      "cannot run chapter code in a sandbox: \(reason)",
      hint: (fix.map { "\($0), or " } ?? "")
        + "run with --no-sandbox on a machine without namespaces to run it unconfined (README, Security)")
  }

  /// `name` on `PATH`, or in `/usr/bin`.
  static func find(_ name: String, environment: [String: String]) -> String? {
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  // MARK: - The view of the host

  /// The top-level folders the dynamic loader and the programs need, where they are
  /// real folders: `/usr` always, `/lib*` and `/bin` only on a system whose `/usr` is
  /// not merged (they are links otherwise, see ``systemLinks``).
  static var systemFolders: [String] {
    ["/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32"].filter { path in
      var info = stat()
      return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
  }

  /// The same names where they are symbolic links (`/lib` → `usr/lib`).
  static var systemLinks: [(path: String, target: String)] {
    ["/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32"].compactMap { path in
      (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { (path, $0) }
    }
  }

  /// The folders of the headers that the engine's C module maps name by absolute path.
  static func moduleMapHeaderFolders(_ directory: String) -> [String] {
    let builds = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var folders: [String] = []
    for build in builds where build.hasSuffix(".build") {
      guard let data = FileManager.default.contents(atPath: "\(directory)/\(build)/module.modulemap") else { continue }
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.contains("header") {
        let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
        guard quoted.count >= 3, quoted[1].hasPrefix("/") else { continue }
        let folder = (String(quoted[1]) as NSString).deletingLastPathComponent
        if !folders.contains(folder) { folders.append(folder) }
      }
    }
    return folders
  }
}
