import OpenCombine

/// A point in virtual time for Combine schedulers (`DispatchQueue.main`,
/// `RunLoop.main`): `.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`
/// waits on the engine's clock.
public struct VirtualSchedulerTime: Strideable, Hashable, Sendable {
  /// Nanoseconds of virtual time since the mount.
  public let nanoseconds: Int64

  /// The virtual time now.
  static var now: VirtualSchedulerTime {
    let (seconds, attoseconds) = VirtualTime.now.components
    return VirtualSchedulerTime(nanoseconds: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }

  public func distance(to other: VirtualSchedulerTime) -> Stride {
    Stride(nanoseconds: other.nanoseconds - nanoseconds)
  }
  public func advanced(by n: Stride) -> VirtualSchedulerTime {
    VirtualSchedulerTime(nanoseconds: nanoseconds + n.nanoseconds)
  }

  /// A distance in virtual time; literals are seconds.
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
    ExpressibleByFloatLiteral
  {
    /// The distance in nanoseconds.
    public var nanoseconds: Int64

    /// Creates a distance in nanoseconds.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
    public init(integerLiteral value: Int) { nanoseconds = Int64(value) * 1_000_000_000 }
    public init(floatLiteral value: Double) { nanoseconds = Int64((value * 1e9).rounded()) }
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Int64(exactly: source) else { return nil }
      nanoseconds = value * 1_000_000_000
    }

    public var magnitude: Stride { Stride(nanoseconds: Swift.abs(nanoseconds)) }

    public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: Int64(s) * 1_000_000_000) }
    public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
    public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: Int64(ms) * 1_000_000) }
    public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: Int64(us) * 1_000) }
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: Int64(ns)) }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
    public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
    public static func * (lhs: Stride, rhs: Stride) -> Stride {
      Stride(nanoseconds: lhs.nanoseconds * rhs.nanoseconds / 1_000_000_000)
    }
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
  }
}

/// Scheduling on the engine's main queue and clock, shared by the Combine schedulers
/// the engine provides.
@MainActor
enum VirtualScheduling {
  static func schedule(_ action: @escaping () -> Void) {
    ViewRuntime.current?.scheduler.enqueue(.callback(action))
  }

  static func schedule(after date: VirtualSchedulerTime, _ action: @escaping () -> Void) {
    let delay = VirtualSchedulerTime.now.distance(to: date)
    ViewRuntime.current?.scheduler.schedule(after: .nanoseconds(max(0, delay.nanoseconds)), .callback(action))
  }

  static func schedule(
    after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride, _ action: @escaping () -> Void
  ) -> Cancellable {
    let repeating = RepeatingWork(interval: interval, action: action)
    repeating.schedule(at: date)
    return AnyCancellable { MainActor.assumeIsolated { repeating.cancel() } }
  }

  /// Work that runs at a time and then every `interval` until cancelled.
  @MainActor
  final class RepeatingWork {
    let interval: VirtualSchedulerTime.Stride
    let action: () -> Void
    private var token: Int?
    private weak var runtime: ViewRuntime?

    init(interval: VirtualSchedulerTime.Stride, action: @escaping () -> Void) {
      self.interval = interval
      self.action = action
    }

    func schedule(at date: VirtualSchedulerTime) {
      guard let runtime = runtime ?? ViewRuntime.current else { return }
      self.runtime = runtime
      let delay = max(0, VirtualSchedulerTime.now.distance(to: date).nanoseconds)
      token = runtime.scheduler.schedule(
        after: .nanoseconds(delay),
        .callback { [self] in
          MainActor.assumeIsolated {
            guard token != nil else { return }
            action()
            schedule(at: VirtualSchedulerTime.now.advanced(by: interval))
          }
        })
    }

    func cancel() {
      if let token { runtime?.scheduler.cancel(token) }
      token = nil
    }
  }
}

/// Options for the engine's Combine schedulers (none are used).
public struct VirtualSchedulerOptions: Sendable {}

/// A Combine scheduler of scenario code's main thread (`DispatchQueue.main`,
/// `RunLoop.main`): its actions run on the engine's main thread at virtual time.
public protocol VirtualMainScheduler: OpenCombine.Scheduler
where SchedulerTimeType == VirtualSchedulerTime, SchedulerOptions == VirtualSchedulerOptions {}

extension VirtualMainScheduler {
  public var now: VirtualSchedulerTime { .now }
  public var minimumTolerance: VirtualSchedulerTime.Stride { .nanoseconds(0) }

  public func schedule(options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    MainActor.assumeIsolated { VirtualScheduling.schedule(action) }
  }

  public func schedule(
    after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride, options: VirtualSchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    MainActor.assumeIsolated { VirtualScheduling.schedule(after: date, action) }
  }

  public func schedule(
    after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride, tolerance: VirtualSchedulerTime.Stride,
    options: VirtualSchedulerOptions?, _ action: @escaping () -> Void
  ) -> Cancellable {
    MainActor.assumeIsolated { VirtualScheduling.schedule(after: date, interval: interval, action) }
  }
}

extension DispatchQueue: VirtualMainScheduler {
  public typealias SchedulerTimeType = VirtualSchedulerTime
  public typealias SchedulerOptions = VirtualSchedulerOptions
}

/// The main run loop, standing in for Foundation's so that `Timer.publish(on: .main,
/// in: .common)` and `.receive(on: RunLoop.main)` follow the engine's clock.
public final class RunLoop: VirtualMainScheduler, @unchecked Sendable {
  /// The main run loop.
  public static let main = RunLoop()
  /// The current run loop: the main one (scenario code runs on the main thread).
  public static var current: RunLoop { main }

  /// A run loop mode (modes are not modelled).
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The common modes.
    public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
    /// The default mode.
    public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode")
  }

  public typealias SchedulerTimeType = VirtualSchedulerTime
  public typealias SchedulerOptions = VirtualSchedulerOptions
}
