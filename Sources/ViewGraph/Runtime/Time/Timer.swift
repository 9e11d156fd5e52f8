import Foundation
import OpenCombine

/// A timer on the virtual clock, standing in for Foundation's: scheduled timers and
/// `Timer.publish(every:on:in:)` fire at their virtual times (rules 5.4, 7.2).
///
/// Each firing is an event: the writes its block makes are merged into one update.
public final class Timer {
  /// The interval between firings, in seconds.
  public let timeInterval: TimeInterval
  private let repeats: Bool
  private let block: (Timer) -> Void
  private var token: Int?
  private weak var runtime: ViewRuntime?

  /// Whether the timer will still fire.
  public private(set) var isValid = true

  /// Creates a timer that is not yet scheduled.
  public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
    self.timeInterval = interval
    self.repeats = repeats
    self.block = block
  }

  /// Creates a timer and schedules it on the virtual clock.
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    MainActor.assumeIsolated { timer.schedule() }
    return timer
  }

  /// Stops the timer; it never fires again.
  public func invalidate() {
    isValid = false
    if let token { MainActor.assumeIsolated { runtime?.scheduler.cancel(token) } }
    token = nil
  }

  /// Fires the timer now, without changing its schedule.
  public func fire() {
    guard isValid else { return }
    block(self)
    if !repeats { invalidate() }
  }

  @MainActor func schedule() {
    guard isValid, let runtime = ViewRuntime.current else { return }
    self.runtime = runtime
    let interval = Duration.milliseconds(Int64((max(timeInterval, 0.0001) * 1000).rounded()))
    // The schedule keeps the timer alive, as a run loop keeps a scheduled timer.
    token = runtime.scheduler.schedule(
      after: interval,
      .callback {
        guard self.isValid else { return }
        self.token = nil
        self.block(self)
        if self.repeats { self.schedule() } else { self.isValid = false }
      })
  }

  /// A publisher that emits the virtual date every `interval` seconds once
  /// connected (use `.autoconnect()` to connect on first subscription).
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: Never? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// The virtual date, the same as `Date()` in a scenario process.
  static var virtualDate: Date { VirtualTime.date }

  /// `Timer.publish`'s publisher: connectable, emitting dates on the virtual clock.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    let interval: TimeInterval
    private let subject = PassthroughSubject<Date, Never>()
    private var timer: Timer?

    init(interval: TimeInterval) { self.interval = interval }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer; cancelling the result stops it.
    public func connect() -> Cancellable {
      if timer == nil {
        let timer = Timer(timeInterval: interval, repeats: true) { [subject] _ in subject.send(Timer.virtualDate) }
        self.timer = timer
        MainActor.assumeIsolated { timer.schedule() }
      }
      return AnyCancellable { [weak self] in
        self?.timer?.invalidate()
        self?.timer = nil
      }
    }
  }
}
