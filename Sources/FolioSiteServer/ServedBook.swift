/// The state of the book `folio serve` shows: whether its last build wrote the site or
/// failed (and what it reported), and a generation that changes with every build, which
/// the open pages watch to reload.
actor ServedBook {
  /// What the last build left.
  enum Status: Equatable, Sendable {
    /// The first build has not finished yet.
    case building
    /// The last build wrote the site.
    case ready
    /// The last build failed; its report (plain text, with each problem's file:line).
    /// The site on disk is the last one that built.
    case failed(report: String)
  }

  /// What the last build left.
  private(set) var status = Status.building
  /// Counts the builds finished; a page served at one generation reloads at the next.
  private(set) var generation = 0
  /// The site folder the last build wrote (or would have written), when one has said:
  /// the config's `site.out` is read on every build, so the folder served follows it.
  private(set) var site: String?

  /// Creates the state before the first build.
  init() {}

  /// Records a finished build, and the site folder it wrote or would have written.
  func finished(_ status: Status, site: String? = nil) {
    self.status = status
    if let site { self.site = site }
    generation += 1
  }

  /// The generation once it differs from `seen`, or the current one after `limit`
  /// (the reload channel's long poll, which the page then asks again).
  func generation(after seen: Int, waitingAtMost limit: Duration) async -> Int {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while generation == seen, clock.now < deadline, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(100))
    }
    return generation
  }
}
