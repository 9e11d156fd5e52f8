/// A visual modifier on a screen element, as the engine records it: typed, so that
/// the site styles by what it is; the dump prints its ``description`` in brackets,
/// `[font: title]`, in the order the modifiers were applied.
public enum ScreenAttribute: Codable, Equatable, Sendable, CustomStringConvertible {
  // Text styling.
  /// `font: title`.
  case font(ScreenFont)
  /// `fontWeight: bold`.
  case fontWeight(ScreenFont.Weight)
  /// `bold`.
  case bold
  /// `italic`.
  case italic
  /// `underline`.
  case underline
  /// `strikethrough`.
  case strikethrough
  /// `monospaced`.
  case monospaced
  /// `foregroundColor: red`.
  case foregroundColor(ScreenColor)
  /// `foregroundStyle: red`.
  case foregroundStyle(ScreenStyle)

  // Colour and layers.
  /// `tint: red`.
  case tint(ScreenColor)
  /// `accentColor: red`.
  case accentColor(ScreenColor)
  /// `background: red`, or `background: red in Capsule` in a shape (its type's name).
  case background(ScreenStyle, shape: String? = nil)
  /// `overlay: red`.
  case overlay(ScreenStyle)
  /// A view drawn behind or in front: `background: Text "shadow"`, its elements' lines.
  case layer(Layer, [ScreenElement])
  /// `fill: red`.
  case fill(ScreenStyle)
  /// `stroke: blue`.
  case stroke(ScreenStyle)
  /// `clipShape: Circle` (the shape type's name).
  case clipShape(String)
  /// `opacity: 0.5`.
  case opacity(ScreenNumber)

  // Layout, recorded and not modelled.
  /// `padding`, `padding: horizontal`, `padding: horizontal 8`, `padding: 8`.
  case padding(edges: String?, length: ScreenNumber?)
  /// `padding: top 1 leading 2 bottom 3 trailing 4`.
  case paddingInsets(top: ScreenNumber, leading: ScreenNumber, bottom: ScreenNumber, trailing: ScreenNumber)
  /// `frame`, `frame: width 100 height 50`: the dimensions given, in order.
  case frame([Dimension])
  /// `cornerRadius: 8`.
  case cornerRadius(ScreenNumber)
  /// `border: red`, or `border: red 2` for a width other than 1.
  case border(ScreenStyle, width: ScreenNumber?)
  /// `shadow: radius 4`.
  case shadow(radius: ScreenNumber)

  // Everything else.
  /// `navigationTitle: "Title"`.
  case navigationTitle(String)
  /// `badge: 3`.
  case badge(String)
  /// `onTapGesture`, or `onTapGesture: 2` for more taps.
  case onTapGesture(count: Int)
  /// `disabled`.
  case disabled

  /// Where a layer is drawn.
  public enum Layer: String, Codable, Equatable, Sendable {
    /// Behind the view, or in front of it.
    case background, overlay
  }

  /// One dimension of a `frame`.
  public struct Dimension: Codable, Equatable, Sendable {
    /// Which dimension: `width`, `maxHeight`, …
    public enum Name: String, Codable, Equatable, Sendable {
      /// The dimensions `frame` takes, by their parameter names.
      case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
    }

    /// Which dimension.
    public var name: Name
    /// Its length.
    public var value: ScreenNumber

    /// Creates a dimension.
    public init(_ name: Name, _ value: ScreenNumber) {
      self.name = name
      self.value = value
    }
  }

  /// The attribute as the dump prints it, without brackets.
  public var description: String {
    switch self {
    case .font(let font): "font: \(font)"
    case .fontWeight(let weight): "fontWeight: \(weight.rawValue)"
    case .bold: "bold"
    case .italic: "italic"
    case .underline: "underline"
    case .strikethrough: "strikethrough"
    case .monospaced: "monospaced"
    case .foregroundColor(let color): "foregroundColor: \(color)"
    case .foregroundStyle(let style): "foregroundStyle: \(style)"
    case .tint(let color): "tint: \(color)"
    case .accentColor(let color): "accentColor: \(color)"
    case .background(let style, let shape): "background: \(style)" + (shape.map { " in \($0)" } ?? "")
    case .overlay(let style): "overlay: \(style)"
    case .layer(let layer, let elements):
      elements.isEmpty
        ? layer.rawValue : "\(layer.rawValue): " + elements.map { ScreenDump.line($0) }.joined(separator: ", ")
    case .fill(let style): "fill: \(style)"
    case .stroke(let style): "stroke: \(style)"
    case .clipShape(let shape): "clipShape: \(shape)"
    case .opacity(let opacity): "opacity: \(opacity)"
    case .padding(let edges, let length): Self.named("padding", [edges, length?.description].compactMap { $0 })
    case .paddingInsets(let top, let leading, let bottom, let trailing):
      "padding: top \(top) leading \(leading) bottom \(bottom) trailing \(trailing)"
    case .frame(let dimensions): Self.named("frame", dimensions.map { "\($0.name.rawValue) \($0.value)" })
    case .cornerRadius(let radius): "cornerRadius: \(radius)"
    case .border(let style, let width): "border: \(style)" + (width.map { " \($0)" } ?? "")
    case .shadow(let radius): "shadow: radius \(radius)"
    case .navigationTitle(let title): "navigationTitle: \(ScreenDump.quoted(title))"
    case .badge(let badge): "badge: \(badge)"
    case .onTapGesture(let count): count == 1 ? "onTapGesture" : "onTapGesture: \(count)"
    case .disabled: "disabled"
    }
  }

  /// `name`, or `name: PART PART…` when there are parts.
  private static func named(_ name: String, _ parts: [String]) -> String {
    parts.isEmpty ? name : "\(name): " + parts.joined(separator: " ")
  }
}
