import FolioCore
import Foundation

/// What one build of the book did, as `folio serve` needs it.
public struct SiteBuildReport: Sendable {
  /// Why the site was not written (the report, plain text, with each problem's
  /// file:line), or `nil` when it was.
  var failure: String?
  /// The files and folders the book is made of: its chapters, config, theme and assets.
  var watched: [String]
  /// The site folder the build wrote, or would have written had it agreed: the config's
  /// `site.out` as read by this build, or `nil` to keep serving the same folder.
  var site: String?

  /// Describes a build.
  public init(failure: String?, watched: [String], site: String? = nil) {
    self.failure = failure
    self.watched = watched
    self.site = site
  }
}

/// `folio serve`'s loop: start the site server (``SiteServerProcess``), build the book,
/// then rebuild whenever a file of it is saved, and tell the server each outcome, which
/// the open pages reload on. The folder served is the one the last build wrote (a
/// changed `site.out` moves it, with a line in the terminal).
///
/// Saves are debounced: a change is built once the watched files have stayed the same
/// for one more poll, so an editor's several writes make one build. A file saved while a
/// build runs is compared with what that build read, so it starts the next one.
public struct LiveSite: Sendable {
  /// Builds the book (checks it, and writes the site only if everything agreed).
  public typealias Build = @Sendable () async -> SiteBuildReport

  /// The site folder served until a build names another; `nil` for none (the config
  /// has errors, so only the status page is served until a build names the folder).
  var site: String?
  /// The port asked for.
  var port: UInt16
  /// The site server's executable (``SiteServerProcess/executableName``, where the engine is).
  var server: String
  /// The build.
  var build: Build
  /// The paths to watch before the first build has said which they are.
  var initialWatch: [String]
  /// How often the book's files are looked at.
  var pollInterval: Duration = .milliseconds(300)
  /// Where the loop says what it does (serving, rebuilding and why).
  var log: @Sendable (String) -> Void
  /// Told the site server once it listens, so that an interrupted folio can stop it
  /// before exiting (``SiteServerProcess/stop()``).
  var started: @Sendable (SiteServerProcess) -> Void

  /// Describes the loop.
  public init(
    site: String?, port: UInt16, server: String, initialWatch: [String], log: @escaping @Sendable (String) -> Void,
    started: @escaping @Sendable (SiteServerProcess) -> Void = { _ in }, build: @escaping Build
  ) {
    self.site = site
    self.port = port
    self.server = server
    self.started = started
    self.initialWatch = initialWatch
    self.log = log
    self.build = build
  }

  /// Starts the server, then builds and watches until the process is stopped.
  ///
  /// - Throws: ``ToolFailure`` when the server cannot start or listen (the port in use);
  ///   nothing is built then. Also when the server stops later.
  public func run() async throws(ToolFailure) -> Never {
    let server = try await SiteServerProcess.start(executable: self.server, site: site, port: port)
    started(server)
    log("serving \(site ?? "the book") at http://127.0.0.1:\(server.port)/ (only on this machine; Ctrl-C stops)")
    var watcher = BookWatcher(paths: initialWatch)
    var seen = watcher.snapshot()
    var reason = "first build"
    var served = site
    while true {
      log("building (\(reason))")
      let report = await build()
      if let moved = report.site, served.map({ ResolvedPath(moved) != ResolvedPath($0) }) ?? true {
        if served != nil { log("the site folder is now \(moved) (site.out changed); serving it") }
        served = moved
      }
      try server.finished(failure: report.failure, site: report.site)
      log(report.failure == nil ? "site written; open pages reload" : "build failed; the pages show its report")
      watcher = BookWatcher(paths: report.watched)
      seen = watcher.baseline(before: seen)
      let changed = await nextChange(watcher, since: seen)
      reason = Self.describe(BookWatcher.changes(from: seen, to: changed))
      seen = changed
    }
  }

  /// Waits until the watched files differ from `seen` and then hold still for a poll;
  /// the snapshot they settled in.
  private func nextChange(_ watcher: BookWatcher, since seen: BookWatcher.Snapshot) async -> BookWatcher.Snapshot {
    var current = seen
    while current == seen {
      try? await Task.sleep(for: pollInterval)
      current = watcher.snapshot()
    }
    while true {
      try? await Task.sleep(for: pollInterval)
      let next = watcher.snapshot()
      if next == current { return current }
      current = next
    }
  }

  /// "chapters/01.md changed" (paths from the current folder), or the first few of many.
  static func describe(_ paths: [String]) -> String {
    let here = FileManager.default.currentDirectoryPath + "/"
    let shown = paths.prefix(3).map { $0.hasPrefix(here) ? String($0.dropFirst(here.count)) : $0 }
      .joined(separator: ", ")
    let more = paths.count > 3 ? " and \(paths.count - 3) more" : ""
    return "\(shown)\(more) changed"
  }
}
