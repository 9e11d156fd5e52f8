/// UIKit's colour, which `import SwiftUI` brings on iOS: tutorials write
/// `Color(.systemGroupedBackground)` and `Color(uiColor: .secondaryLabel)`. The
/// engine's has the system colours by name (shown as `Color systemGroupedBackground`)
/// and colours made of components. `import UIKit` itself is not available.
open class UIColor: @unchecked Sendable {
  let name: String

  init(name: String) { self.name = name }

  /// A colour from components between 0 and 1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(name: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).name)
  }

  /// A grey from a white level.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(name: Color(white: Double(white), opacity: Double(alpha)).name)
  }

  /// A colour from the asset catalog, by name.
  public convenience init?(named name: String) { self.init(name: name) }

  /// The background of the screen.
  public class var systemBackground: UIColor { UIColor(name: "systemBackground") }
  /// The background of content on the screen's background.
  public class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
  /// The background of content on a secondary background.
  public class var tertiarySystemBackground: UIColor { UIColor(name: "tertiarySystemBackground") }
  /// The background of a grouped list.
  public class var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
  /// The background of a grouped list's rows.
  public class var secondarySystemGroupedBackground: UIColor { UIColor(name: "secondarySystemGroupedBackground") }
  /// The background of content on a grouped row.
  public class var tertiarySystemGroupedBackground: UIColor { UIColor(name: "tertiarySystemGroupedBackground") }
  /// Primary text.
  public class var label: UIColor { UIColor(name: "label") }
  /// Secondary text.
  public class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
  /// Tertiary text.
  public class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
  /// Placeholder text.
  public class var placeholderText: UIColor { UIColor(name: "placeholderText") }
  /// Separators.
  public class var separator: UIColor { UIColor(name: "separator") }
  /// A fill for thin shapes.
  public class var systemFill: UIColor { UIColor(name: "systemFill") }
  /// A fill for medium shapes.
  public class var secondarySystemFill: UIColor { UIColor(name: "secondarySystemFill") }
  /// The system grey.
  public class var systemGray: UIColor { UIColor(name: "systemGray") }
  /// A lighter grey.
  public class var systemGray2: UIColor { UIColor(name: "systemGray2") }
  /// A lighter grey.
  public class var systemGray3: UIColor { UIColor(name: "systemGray3") }
  /// A lighter grey.
  public class var systemGray4: UIColor { UIColor(name: "systemGray4") }
  /// A lighter grey.
  public class var systemGray5: UIColor { UIColor(name: "systemGray5") }
  /// The lightest grey.
  public class var systemGray6: UIColor { UIColor(name: "systemGray6") }
  /// The system blue.
  public class var systemBlue: UIColor { UIColor(name: "systemBlue") }
  /// The system red.
  public class var systemRed: UIColor { UIColor(name: "systemRed") }
  /// The system green.
  public class var systemGreen: UIColor { UIColor(name: "systemGreen") }
  /// The system orange.
  public class var systemOrange: UIColor { UIColor(name: "systemOrange") }
  /// The system yellow.
  public class var systemYellow: UIColor { UIColor(name: "systemYellow") }
  /// The system pink.
  public class var systemPink: UIColor { UIColor(name: "systemPink") }
  /// The system purple.
  public class var systemPurple: UIColor { UIColor(name: "systemPurple") }
  /// The system indigo.
  public class var systemIndigo: UIColor { UIColor(name: "systemIndigo") }
  /// The system teal.
  public class var systemTeal: UIColor { UIColor(name: "systemTeal") }
  /// The tint colour.
  public class var tintColor: UIColor { UIColor(name: "tintColor") }
  /// Black.
  public class var black: UIColor { UIColor(name: "black") }
  /// White.
  public class var white: UIColor { UIColor(name: "white") }
  /// Clear.
  public class var clear: UIColor { UIColor(name: "clear") }
}

extension Color {
  /// A colour from a UIKit colour.
  public init(_ color: UIColor) { self.init(name: color.name) }

  /// A colour from a UIKit colour (iOS 15 spelling).
  public init(uiColor: UIColor) { self.init(name: uiColor.name) }
}
