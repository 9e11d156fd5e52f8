import ScenarioWire

/// UIKit's colour, which `import SwiftUI` brings on iOS: tutorials write
/// `Color(.systemGroupedBackground)` and `Color(uiColor: .secondaryLabel)`. The
/// engine's has the system colours by name (shown as `Color systemGroupedBackground`)
/// and colours made of components. `import UIKit` itself is not available.
open class UIColor: @unchecked Sendable {
  let value: ScreenColor

  init(_ value: ScreenColor) { self.value = value }

  /// A system colour, by its UIKit name.
  convenience init(system name: ScreenColor.SystemName) { self.init(.system(name)) }

  /// A colour from components between 0 and 1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).value)
  }

  /// A grey from a white level.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: Double(white), opacity: Double(alpha)).value)
  }

  /// A colour from the asset catalog, by name.
  public convenience init?(named name: String) { self.init(.asset(name)) }

  /// The background of the screen.
  public class var systemBackground: UIColor { UIColor(system: .systemBackground) }
  /// The background of content on the screen's background.
  public class var secondarySystemBackground: UIColor { UIColor(system: .secondarySystemBackground) }
  /// The background of content on a secondary background.
  public class var tertiarySystemBackground: UIColor { UIColor(system: .tertiarySystemBackground) }
  /// The background of a grouped list.
  public class var systemGroupedBackground: UIColor { UIColor(system: .systemGroupedBackground) }
  /// The background of a grouped list's rows.
  public class var secondarySystemGroupedBackground: UIColor { UIColor(system: .secondarySystemGroupedBackground) }
  /// The background of content on a grouped row.
  public class var tertiarySystemGroupedBackground: UIColor { UIColor(system: .tertiarySystemGroupedBackground) }
  /// Primary text.
  public class var label: UIColor { UIColor(system: .label) }
  /// Secondary text.
  public class var secondaryLabel: UIColor { UIColor(system: .secondaryLabel) }
  /// Tertiary text.
  public class var tertiaryLabel: UIColor { UIColor(system: .tertiaryLabel) }
  /// Placeholder text.
  public class var placeholderText: UIColor { UIColor(system: .placeholderText) }
  /// Separators.
  public class var separator: UIColor { UIColor(system: .separator) }
  /// A fill for thin shapes.
  public class var systemFill: UIColor { UIColor(system: .systemFill) }
  /// A fill for medium shapes.
  public class var secondarySystemFill: UIColor { UIColor(system: .secondarySystemFill) }
  /// The system grey.
  public class var systemGray: UIColor { UIColor(system: .systemGray) }
  /// A lighter grey.
  public class var systemGray2: UIColor { UIColor(system: .systemGray2) }
  /// A lighter grey.
  public class var systemGray3: UIColor { UIColor(system: .systemGray3) }
  /// A lighter grey.
  public class var systemGray4: UIColor { UIColor(system: .systemGray4) }
  /// A lighter grey.
  public class var systemGray5: UIColor { UIColor(system: .systemGray5) }
  /// The lightest grey.
  public class var systemGray6: UIColor { UIColor(system: .systemGray6) }
  /// The system blue.
  public class var systemBlue: UIColor { UIColor(system: .systemBlue) }
  /// The system red.
  public class var systemRed: UIColor { UIColor(system: .systemRed) }
  /// The system green.
  public class var systemGreen: UIColor { UIColor(system: .systemGreen) }
  /// The system orange.
  public class var systemOrange: UIColor { UIColor(system: .systemOrange) }
  /// The system yellow.
  public class var systemYellow: UIColor { UIColor(system: .systemYellow) }
  /// The system pink.
  public class var systemPink: UIColor { UIColor(system: .systemPink) }
  /// The system purple.
  public class var systemPurple: UIColor { UIColor(system: .systemPurple) }
  /// The system indigo.
  public class var systemIndigo: UIColor { UIColor(system: .systemIndigo) }
  /// The system teal.
  public class var systemTeal: UIColor { UIColor(system: .systemTeal) }
  /// The tint colour.
  public class var tintColor: UIColor { UIColor(system: .tintColor) }
  /// Black.
  public class var black: UIColor { UIColor(.named(.black)) }
  /// White.
  public class var white: UIColor { UIColor(.named(.white)) }
  /// Clear.
  public class var clear: UIColor { UIColor(.named(.clear)) }
}

extension Color {
  /// A colour from a UIKit colour.
  public init(_ color: UIColor) { self.init(color.value) }

  /// A colour from a UIKit colour (iOS 15 spelling).
  public init(uiColor: UIColor) { self.init(uiColor.value) }
}
