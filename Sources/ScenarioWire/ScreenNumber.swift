/// A number on screen (a size, an opacity, a fraction done), spelled as the screen
/// dump spells it: `8`, `0.5`, `infinity`.
///
/// On the wire a finite number is a JSON number and the others are their spelling,
/// as JSON has no infinity (`.frame(maxWidth: .infinity)` is common).
public struct ScreenNumber: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The number.
  public var value: Double

  /// Creates a number from any floating-point value.
  public init<T: BinaryFloatingPoint>(_ value: T) { self.value = Double(value) }

  /// Without a needless fraction: `8`, `0.5`, `-infinity`, `nan`.
  public var description: String {
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    if value.isNaN { return "nan" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// Reads a JSON number, or the spelling of one JSON cannot hold.
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      value = number
      return
    }
    switch try container.decode(String.self) {
    case "infinity": value = .infinity
    case "-infinity": value = -.infinity
    case "nan": value = .nan
    default: throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a screen number")
    }
  }

  /// Writes a JSON number, or the spelling of one JSON cannot hold.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    if value.isFinite { try container.encode(value) } else { try container.encode(description) }
  }
}
