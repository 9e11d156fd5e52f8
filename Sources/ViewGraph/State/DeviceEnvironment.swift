import Foundation

/// The environment values tutorials read about the device, the text and the
/// presentation. The engine's device is an iPhone in portrait (`Views/LayoutModel.swift`):
/// these defaults say so, and a view can set any of them with `.environment(_:_:)`.
/// None of them changes what the engine shows, except through a view that reads
/// them.
extension EnvironmentValues {
  /// The vertical size class: regular (a phone in portrait) unless set.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Points to pixels: 3, an iPhone's, unless set.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The direction of writing: left to right (US English) unless set.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The calendar: Gregorian in UTC unless set, as the engine writes dates.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone: UTC unless set, as the engine writes dates.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Whether the user is searching in a `searchable` field: false unless set, as
  /// no transcript action focuses a search field.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Whether this view is in a presentation: true inside a sheet, cover or popover
  /// (where `dismiss` acts). **Differs from SwiftUI** in a pushed view, which
  /// SwiftUI counts as presented and the engine does not.
  public var isPresented: Bool { dismiss.action != nil }

  /// The smallest height of a list row: 44 points, the system's, unless set.
  public var defaultMinListRowHeight: CGFloat {
    get { self[MinListRowHeightKey.self] }
    set { self[MinListRowHeightKey.self] = newValue }
  }
}

/// The direction text is written in.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }
}
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }
private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct MinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
