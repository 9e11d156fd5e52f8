import Foundation

/// Text and progress that count a time interval (iOS 16): `Text(timerInterval:
/// start...end, countsDown: true)`. On a device they tick by themselves; in the
/// engine they show the interval as it is when the view is built (`3:00`), like
/// relative dates (`Text+Format.swift`), and change when their view is built again.
extension Text {
  /// The time left (or passed) in an interval: `m:ss`, or `h:mm:ss`.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
    let seconds =
      countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
    self.init(verbatim: TimerIntervalFormat.string(seconds: seconds, showsHours: showsHours))
  }
}

extension ProgressView {
  /// A bar for the time left (or passed) in an interval, as it is when built.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    let total = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
    let passed = min(max(Date().timeIntervalSince(timerInterval.lowerBound), 0), total)
    let fraction = total > 0 ? passed / total : 1
    self.init(label: label(), fraction: countsDown ? 1 - fraction : fraction)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A bar for the time left (or passed) in an interval, with a label.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// A bar for the time left (or passed) in an interval, without a label.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(
      timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() },
      currentValueLabel: { DefaultDateProgressLabel(timerInterval: timerInterval, countsDown: countsDown) })
  }
}

/// The time a label-less timer progress view counts (SwiftUI's type of the same name):
/// the interval's timer text.
public struct DefaultDateProgressLabel: View {
  let timerInterval: ClosedRange<Date>
  let countsDown: Bool

  /// The timer text of the interval.
  public var body: some View {
    Text(timerInterval: timerInterval, countsDown: countsDown)
  }
}

/// How timer text spells a duration.
enum TimerIntervalFormat {
  static func string(seconds: TimeInterval, showsHours: Bool) -> String {
    let total = Int(max(seconds, 0).rounded(.down))
    let (hours, minutes, secs) = (total / 3600, (total % 3600) / 60, total % 60)
    if showsHours && hours > 0 { return String(format: "%d:%02d:%02d", hours, minutes, secs) }
    return String(format: "%d:%02d", showsHours ? minutes : total / 60, secs)
  }
}
