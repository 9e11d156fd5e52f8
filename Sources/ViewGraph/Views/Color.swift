import ScenarioWire

/// A colour: a value (for `foregroundColor`, `background`, `tint`) and a view that
/// fills its space. Shown in the screen dump as `Color red`; its `description` is
/// the name SwiftUI prints (`red`; `#FF000080` for a colour made of components).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The colour's name as the dump and `description` spell it.
  let name: String

  init(name: String) { self.name = name }

  /// The colour's name, as `print(Color.red)` shows it.
  public var description: String { name }

  // MARK: - Standard colours

  /// Red.
  public static let red = Color(name: "red")
  /// Orange.
  public static let orange = Color(name: "orange")
  /// Yellow.
  public static let yellow = Color(name: "yellow")
  /// Green.
  public static let green = Color(name: "green")
  /// Mint.
  public static let mint = Color(name: "mint")
  /// Teal.
  public static let teal = Color(name: "teal")
  /// Cyan.
  public static let cyan = Color(name: "cyan")
  /// Blue.
  public static let blue = Color(name: "blue")
  /// Indigo.
  public static let indigo = Color(name: "indigo")
  /// Purple.
  public static let purple = Color(name: "purple")
  /// Pink.
  public static let pink = Color(name: "pink")
  /// Brown.
  public static let brown = Color(name: "brown")
  /// Gray.
  public static let gray = Color(name: "gray")
  /// Black.
  public static let black = Color(name: "black")
  /// White.
  public static let white = Color(name: "white")
  /// Transparent.
  public static let clear = Color(name: "clear")
  /// The primary content colour (black in light mode).
  public static let primary = Color(name: "primary")
  /// The secondary content colour.
  public static let secondary = Color(name: "secondary")
  /// The app's accent colour.
  public static let accentColor = Color(name: "accentColor")

  // MARK: - Constructed colours

  /// A colour from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    name = Self.hex([red, green, blue, opacity])
  }

  /// A grey from a white level between 0 and 1.
  public init(white: Double, opacity: Double = 1) {
    name = Self.hex([white, white, white, opacity])
  }

  /// A colour from an asset catalog, shown by its name.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
  }

  /// This colour with an opacity: shown as `50% red`.
  public func opacity(_ opacity: Double) -> Color {
    Color(name: "\(AttributeFormat.number(opacity * 100))% \(name)")
  }

  /// `#RRGGBBAA`, the spelling SwiftUI prints for a colour made of components.
  private static func hex(_ components: [Double]) -> String {
    "#" + components.map { component in
      let byte = Int((min(max(component, 0), 1) * 255).rounded())
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
  }
}

extension Color: ShapeStyle {}

extension Color: ScreenDescribable {
  var screenDescription: String { name }
}

extension Color: View {
  public typealias Body = Never
}

extension Color: PrimitiveView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .color, label: name)]
  }
}
