/// Limits how often one `onChange` may queue its action within one update seed
/// (rule 4.5; model in `README.md`, "The onChange cycle limit").
///
/// At a new seed it allows two actions; the third change at the same seed is dropped
/// and reported once per detector (until the view's identity resets).
struct UpdateCycleDetector {
  private var lastSeed: Int = -1
  private var ttl = 0
  private(set) var hasLogged = false

  /// Whether an action may be queued at `seed`. `report` is called when a change is
  /// dropped for the first time in this detector's life.
  mutating func dispatch(seed: Int, report: () -> Void) -> Bool {
    guard lastSeed == seed else {
      lastSeed = seed
      ttl = 2
      return true
    }
    if ttl > 0 { ttl -= 1 }
    if ttl > 0 { return true }
    if !hasLogged {
      hasLogged = true
      report()
    }
    return false
  }
}
