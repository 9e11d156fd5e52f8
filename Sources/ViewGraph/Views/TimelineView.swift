import Foundation

/// A view rebuilt on a schedule: `TimelineView(.periodic(from: .now, by: 1)) { context
/// in Text(context.date, style: .time) }`. The content is built with the schedule's
/// latest date not after now, and built again at each next date on the virtual clock
/// (so `wait 3s` shows three more ticks), as an update of this view only. An
/// `.animation` schedule would rebuild every frame; animations are not modelled, so
/// it is built once, as if paused. It shows nothing of its own.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  /// A timeline following `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// What the content receives: the date it shows.
  public struct Context {
    /// The schedule's date for this build.
    public let date: Date
    /// How often the content is rebuilt.
    public let cadence: Cadence

    /// How often a timeline is rebuilt.
    public enum Cadence: Comparable, Sendable {
      case live, seconds, minutes
    }
  }

  public typealias Body = Never
}

extension TimelineView: PrimitiveView {
  func children(node: ViewNode) -> [ChildView] {
    let now = Date()
    let entries = schedule.entries(from: now, mode: .normal)
    var current = now
    var next: Date?
    var iterator = entries.makeIterator()
    var count = 0
    while let date = iterator.next(), count < 10_000 {
      count += 1
      if date <= now {
        current = date
      } else {
        next = date
        break
      }
    }
    let state = node.primitiveState as? TimelineState ?? TimelineState()
    node.primitiveState = state
    state.scheduleUpdate(of: node, at: schedule is AnimationTimelineSchedule ? nil : next, now: now)
    let context = TimelineViewDefaultContext(date: current, cadence: .seconds)
    return [ChildView(key: .content, view: node.readBoundValue { content(context) })]
  }
}

/// What every timeline's content receives (SwiftUI names it so that the closure's
/// parameter does not depend on the content's type).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// The pending rebuild of a timeline.
@MainActor
final class TimelineState {
  private var token: Int?

  /// Rebuilds `node` at `date` on the virtual clock (replacing a pending rebuild).
  func scheduleUpdate(of node: ViewNode, at date: Date?, now: Date) {
    let scheduler = node.runtime.scheduler
    if let token { scheduler.cancel(token) }
    token = nil
    guard let date else { return }
    let delay = Duration.milliseconds(Int64((date.timeIntervalSince(now) * 1000).rounded(.up)))
    token = scheduler.schedule(
      after: delay,
      .callback { [weak node, weak self] in
        self?.token = nil
        guard let node, !node.isRemoved else { return }
        node.markDirty()
      })
  }
}

/// The dates a `TimelineView` is rebuilt at.
public protocol TimelineSchedule {
  /// The type of the sequence of dates.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule is asked to rebuild (low frequency when the screen dims).
public enum TimelineScheduleMode: Sendable {
  case normal, lowFrequency
}

/// Every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
  let start: Date
  let interval: TimeInterval

  /// A schedule every `interval` seconds from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval
  }

  /// The dates from the start, every interval, beginning with the last one not after `startDate`.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
    let step = max(interval, 0.001)
    let skipped = max(0, (startDate.timeIntervalSince(start) / step).rounded(.down))
    let first = start.addingTimeInterval(skipped * step)
    return AnySequence(sequence(first: first) { $0.addingTimeInterval(step) })
  }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  /// A schedule every minute.
  public init() {}

  /// The start of the current minute, then every minute.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return AnySequence(sequence(first: Date(timeIntervalSinceReferenceDate: minute)) { $0.addingTimeInterval(60) })
  }
}

/// At given dates.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
  let dates: Dates
  /// A schedule at `dates`.
  public init(_ dates: Dates) { self.dates = dates }
  /// The dates given.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Every frame of an animation (built once: animations are not modelled).
public struct AnimationTimelineSchedule: TimelineSchedule {
  /// A schedule for an animation.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  /// Now, once.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame of an animation.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// Every frame of an animation, at most so often.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// At given dates.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
