import ScenarioWire

/// A colour: a value (for `foregroundColor`, `background`, `tint`) and a view that
/// fills its space. Shown in the screen dump as `Color red`; its `description` is
/// the name SwiftUI prints (`red`; `#FF000080` for a colour made of components).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The colour as the screen records it.
  let value: ScreenColor

  init(_ value: ScreenColor) { self.value = value }

  /// The colour's name, as `print(Color.red)` shows it.
  public var description: String { value.description }

  /// Colours are equal when SwiftUI spells them alike (`Color("red") == .red`).
  public static func == (lhs: Color, rhs: Color) -> Bool { lhs.description == rhs.description }

  /// Hashes the colour's spelling, as equality compares it.
  public func hash(into hasher: inout Hasher) { hasher.combine(description) }

  // MARK: - Standard colours

  /// Red.
  public static let red = Color(.named(.red))
  /// Orange.
  public static let orange = Color(.named(.orange))
  /// Yellow.
  public static let yellow = Color(.named(.yellow))
  /// Green.
  public static let green = Color(.named(.green))
  /// Mint.
  public static let mint = Color(.named(.mint))
  /// Teal.
  public static let teal = Color(.named(.teal))
  /// Cyan.
  public static let cyan = Color(.named(.cyan))
  /// Blue.
  public static let blue = Color(.named(.blue))
  /// Indigo.
  public static let indigo = Color(.named(.indigo))
  /// Purple.
  public static let purple = Color(.named(.purple))
  /// Pink.
  public static let pink = Color(.named(.pink))
  /// Brown.
  public static let brown = Color(.named(.brown))
  /// Gray.
  public static let gray = Color(.named(.gray))
  /// Black.
  public static let black = Color(.named(.black))
  /// White.
  public static let white = Color(.named(.white))
  /// Transparent.
  public static let clear = Color(.named(.clear))
  /// The primary content colour (black in light mode).
  public static let primary = Color(.named(.primary))
  /// The secondary content colour.
  public static let secondary = Color(.named(.secondary))
  /// The app's accent colour.
  public static let accentColor = Color(.named(.accentColor))

  // MARK: - Constructed colours

  /// A colour from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    value = .components(
      red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue), opacity: Self.byte(opacity))
  }

  /// A colour from hue, saturation and brightness between 0 and 1 (HSB, a hue of 1
  /// being red again), shown by the red, green and blue it converts to.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let turn = (hue - hue.rounded(.down)) * 6
    let (s, v) = (min(max(saturation, 0), 1), min(max(brightness, 0), 1))
    let sector = Int(turn) % 6
    let f = turn - Double(Int(turn))
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (Double, Double, Double)
    switch sector {
    case 0: rgb = (v, t, p)
    case 1: rgb = (q, v, p)
    case 2: rgb = (p, v, t)
    case 3: rgb = (p, q, v)
    case 4: rgb = (t, p, v)
    default: rgb = (v, p, q)
    }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
  }

  /// A grey from a white level between 0 and 1.
  public init(white: Double, opacity: Double = 1) {
    value = .components(
      red: Self.byte(white), green: Self.byte(white), blue: Self.byte(white), opacity: Self.byte(opacity))
  }

  /// A colour from an asset catalog, shown by its name.
  public init(_ name: String, bundle: Bundle? = nil) {
    value = .asset(name)
  }

  /// This colour with an opacity: shown as `50% red`.
  public func opacity(_ opacity: Double) -> Color {
    Color(.withOpacity(percent: ScreenNumber(opacity * 100), value))
  }

  /// A component between 0 and 1 as a byte, as SwiftUI prints it in `#RRGGBBAA`.
  private static func byte(_ component: Double) -> UInt8 {
    UInt8((min(max(component, 0), 1) * 255).rounded())
  }
}

extension Color: ShapeStyle {}

extension Color: View {
  public typealias Body = Never
}

extension Color: PrimitiveView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .color, label: value.description, color: value)]
  }
}
