/// A clock that reads the engine's virtual time: scenario code that measures or
/// sleeps with `ContinuousClock` sees the same times on every run (rule 7.2).
public struct ContinuousClock: Clock, Sendable {
  /// A point in virtual time.
  public struct Instant: InstantProtocol, Sendable, Hashable {
    let offset: Duration

    /// The virtual time now.
    public static var now: Instant {
      VirtualTime.noteRead()
      return Instant(offset: VirtualTime.now)
    }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    public static func + (lhs: Instant, rhs: Duration) -> Instant { lhs.advanced(by: rhs) }
    public static func - (lhs: Instant, rhs: Duration) -> Instant { lhs.advanced(by: .zero - rhs) }
    public static func - (lhs: Instant, rhs: Instant) -> Duration { rhs.duration(to: lhs) }
  }

  /// Creates the clock.
  public init() {}

  /// The virtual time now.
  public var now: Instant { .now }
  /// The virtual time now.
  public static var now: Instant { .now }

  /// Virtual time has nanosecond resolution.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// Suspends until `deadline` in virtual time.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await Task.sleep(for: deadline.offset - VirtualTime.now)
  }
}

extension Clock where Self == ContinuousClock {
  /// The virtual continuous clock, as in `Task.sleep(for:clock: .continuous)`.
  public static var continuous: ContinuousClock { ContinuousClock() }
}
