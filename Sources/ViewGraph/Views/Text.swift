import ScenarioWire

/// A line of text. `Text("…")` with a literal is a `LocalizedStringKey` and formats
/// its interpolations as SwiftUI does (`%lld` for integers, `%lf` for doubles, so
/// `Text("\(2.5)")` shows `2.500000`); `Text(string)` shows the string verbatim.
public struct Text: View, Equatable {
  let content: String
  /// Styling applied with `Text`'s own modifiers (`.bold()`, `.font(_:)`), which
  /// return a `Text`; shown as attributes (see `Text+Styling.swift`).
  var attributes: [ScreenAttribute] = []

  /// Text from a localized string key (a string literal, possibly interpolated).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    content = key.resolved
  }

  /// Text showing a string as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Text showing a string as is, never localized.
  public init(verbatim content: String) { self.content = content }

  public typealias Body = Never

  /// Two texts shown one after the other.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: lhs.content + rhs.content)
    joined.attributes = lhs.attributes + rhs.attributes.filter { !lhs.attributes.contains($0) }
    return joined
  }
}

extension Text: PrimitiveView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .text, label: content, attributes: attributes)]
  }
}

/// The key of a localized string: a literal with interpolations formatted by their
/// format specifiers.
public struct LocalizedStringKey: Equatable, Hashable, ExpressibleByStringInterpolation {
  let resolved: String

  /// Creates a key from a string, as `LocalizedStringKey(_:)`.
  public init(_ value: String) { resolved = value }

  /// Creates a key from a literal.
  public init(stringLiteral value: String) { resolved = value }

  /// Creates a key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) { resolved = stringInterpolation.output }

  /// Collects literal segments and formatted values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) { output += literal }

    /// A string is inserted as is (`%@`).
    public mutating func appendInterpolation(_ string: String) { output += string }

    /// A number is formatted with its type's format specifier.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      output += String(format: T.formatSpecifier, value._arg)
    }

    /// A number formatted with an explicit specifier, as in `"\(x, specifier: "%.2f")"`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      output += String(format: specifier, value._arg)
    }

    /// Another text's content.
    public mutating func appendInterpolation(_ text: Text) { output += text.content }

    /// Any value through a formatter.
    public mutating func appendInterpolation<Subject: CustomStringConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: ReferenceConvertible {
      output += formatter?.string(for: subject) ?? subject.description
    }
  }
}

/// A value with a C format specifier, as `Text` interpolation formats it.
public protocol _FormatSpecifiable: Equatable {
  /// The value passed to `String(format:)`.
  var _arg: any CVarArg { get }
  /// The specifier, `%lld` for integers and `%lf` for doubles.
  static var formatSpecifier: String { get }
}

extension Int: _FormatSpecifiable {
  public var _arg: any CVarArg { Int64(self) }
  public static var formatSpecifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
  public var _arg: any CVarArg { Int32(self) }
  public static var formatSpecifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
  public var _arg: any CVarArg { Int32(self) }
  public static var formatSpecifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
  public var _arg: any CVarArg { self }
  public static var formatSpecifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
  public var _arg: any CVarArg { self }
  public static var formatSpecifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
  public var _arg: any CVarArg { UInt64(self) }
  public static var formatSpecifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
  public var _arg: any CVarArg { UInt32(self) }
  public static var formatSpecifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
  public var _arg: any CVarArg { UInt32(self) }
  public static var formatSpecifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
  public var _arg: any CVarArg { self }
  public static var formatSpecifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
  public var _arg: any CVarArg { self }
  public static var formatSpecifier: String { "%llu" }
}
extension Double: _FormatSpecifiable {
  public var _arg: any CVarArg { self }
  public static var formatSpecifier: String { "%lf" }
}
extension Float: _FormatSpecifiable {
  public var _arg: any CVarArg { self }
  public static var formatSpecifier: String { "%f" }
}
extension CGFloat: _FormatSpecifiable {
  /// The value as a `Double`, as SwiftUI formats a `CGFloat` on 64-bit platforms.
  public var _arg: any CVarArg { Double(self) }
  /// `%lf`, as for `Double`.
  public static var formatSpecifier: String { "%lf" }
}
