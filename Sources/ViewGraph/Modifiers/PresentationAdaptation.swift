/// How a sheet or popover adapts to size classes and lets the view behind it take
/// part (iOS 16.4 and later). Presentation styling is not modelled: a popover is a
/// presentation like a sheet whatever it adapts to, so these are accepted and
/// change nothing.
extension View {
  /// Sets how a popover or sheet adapts in compact size classes (not shown).
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { inertModifier() }

  /// Sets how a presentation adapts in compact widths and heights (not shown).
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    inertModifier()
  }

  /// Lets the view behind a sheet be used (not modelled: it is covered).
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    inertModifier()
  }

  /// Sets whether swiping a sheet's content resizes it or scrolls (not shown).
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
    inertModifier()
  }
}

/// What a presentation becomes in a compact size class.
public struct PresentationAdaptation: Hashable, Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// No adaptation: a popover stays a popover.
  public static let none = PresentationAdaptation(name: "none")
  /// A popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// A sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether the view behind a sheet can be used.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// Never.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  /// Always.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// While the sheet is no taller than a detent.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled")
  }
}

/// What swiping a sheet's content does.
public struct PresentationContentInteraction: Hashable, Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// Resizes the sheet.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// Scrolls the content.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}
