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
  /// `foregroundStyle: primary secondary`: the hierarchical styles, in order.
  case foregroundStyles([ScreenStyle])
  /// `textCase: uppercase`.
  case textCase(TextCase)
  /// `redacted: placeholder`: drawn as a placeholder.
  case redacted

  // Colour and layers.
  /// `tint: red`.
  case tint(ScreenColor)
  /// `accentColor: red`.
  case accentColor(ScreenColor)
  /// `background: red`, or `background: red in Capsule` in a shape.
  case background(ScreenStyle, shape: ScreenShape? = nil)
  /// `overlay: red`.
  case overlay(ScreenStyle)
  /// A view drawn behind, in front, or as a mask: `background: Text "shadow"`, its
  /// elements' lines.
  case layer(Layer, [ScreenElement])
  /// `fill: red`.
  case fill(ScreenStyle)
  /// `stroke: blue`.
  case stroke(ScreenStyle)
  /// `clipShape: Circle`.
  case clipShape(ScreenShape)
  /// `opacity: 0.5`.
  case opacity(ScreenNumber)
  /// `colors: purple blue`: what a gradient view draws.
  case gradient(ScreenGradient)

  // Shapes: what a shape modifier made of a shape, in order.
  /// `strokeBorder: blue` inside a shape, or `strokeBorder` for the border as a shape.
  case strokeBorder(ScreenStyle?)
  /// `stroke`, or `stroke: lineWidth 4`: the outline as a shape, to be filled.
  case strokedShape(lineWidth: ScreenNumber?)
  /// `trim: 0 to 0.5`: the part of the outline between two fractions.
  case trim(from: ScreenNumber, to: ScreenNumber)
  /// `rotation: 45°`.
  case rotation(degrees: ScreenNumber)
  /// `scale: x 2 y 2`.
  case scale(x: ScreenNumber, y: ScreenNumber)
  /// `inset: 4`.
  case inset(ScreenNumber)
  /// `transform`: an affine transform.
  case transform

  // Drawing effects, recorded and not modelled.
  /// `scaleEffect: 1.3`, or `scaleEffect: x 2 y 1` for different factors.
  case scaleEffect(x: ScreenNumber, y: ScreenNumber)
  /// `rotationEffect: -90°`.
  case rotationEffect(degrees: ScreenNumber)
  /// `rotation3DEffect: 180° axis 0 1 0`.
  case rotation3DEffect(degrees: ScreenNumber, axis: Axis3D)
  /// `offset: x 0 y -30`, of a view or of a shape.
  case offset(x: ScreenNumber, y: ScreenNumber)
  /// `blur: 6`.
  case blur(radius: ScreenNumber)
  /// `brightness: 0.2`.
  case brightness(ScreenNumber)
  /// `contrast: 1.5`.
  case contrast(ScreenNumber)
  /// `saturation: 0`.
  case saturation(ScreenNumber)
  /// `grayscale: 1`.
  case grayscale(ScreenNumber)
  /// `hueRotation: 90°`.
  case hueRotation(degrees: ScreenNumber)
  /// `colorMultiply: red`.
  case colorMultiply(ScreenColor)
  /// `colorInvert`.
  case colorInvert
  /// A `GeometryEffect` of the chapter's own, by its type's name: `Shake`.
  case geometryEffect(String)
  /// `hidden`: the view keeps its space and is not drawn.
  case hidden
  /// `clipped`: the view is clipped to its frame.
  case clipped

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
  /// `containerRelativeFrame: horizontal`, the axes sized by the container.
  case containerRelativeFrame(Axes)

  // Everything else.
  /// `navigationTitle: "Title"`.
  case navigationTitle(String)
  /// `badge: 3`.
  case badge(String)
  /// `onTapGesture`, or `onTapGesture: 2` for more taps.
  case onTapGesture(count: Int)
  /// `disabled`.
  case disabled
  /// `gesture: DragGesture`: a gesture no transcript action performs.
  case gesture(ScreenGesture)
  /// `preferredColorScheme: dark`.
  case preferredColorScheme(ColorScheme)
  /// `selected`: the tab shown.
  case selected
  /// `expanded`: a disclosure group showing its content.
  case expanded

  /// Where a layer is drawn.
  public enum Layer: String, Codable, Equatable, Sendable {
    /// Behind the view, or in front of it.
    case background, overlay
    /// As the view's mask: `mask: Circle`.
    case mask
  }

  /// The case text is shown in.
  public enum TextCase: String, Codable, Equatable, Sendable, CaseIterable {
    /// `textCase(.uppercase)` and `textCase(.lowercase)`.
    case uppercase, lowercase
  }

  /// A colour scheme.
  public enum ColorScheme: String, Codable, Equatable, Sendable, CaseIterable {
    /// Light and dark mode.
    case light, dark
  }

  /// The axes a modifier applies along: `horizontal`, `vertical`, or both.
  public struct Axes: Codable, Equatable, Sendable {
    /// Along the horizontal axis.
    public var horizontal: Bool
    /// Along the vertical axis.
    public var vertical: Bool

    /// Creates a set of axes.
    public init(horizontal: Bool, vertical: Bool) {
      self.horizontal = horizontal
      self.vertical = vertical
    }

    /// `horizontal`, `vertical`, or `horizontal vertical`.
    public var names: String {
      [horizontal ? "horizontal" : nil, vertical ? "vertical" : nil].compactMap { $0 }.joined(separator: " ")
    }
  }

  /// The axis a view turns about in 3D: `0 1 0` turns it about the vertical axis.
  public struct Axis3D: Codable, Equatable, Sendable {
    /// The axis' x component.
    public var x: ScreenNumber
    /// The axis' y component.
    public var y: ScreenNumber
    /// The axis' z component.
    public var z: ScreenNumber

    /// Creates an axis.
    public init(x: ScreenNumber, y: ScreenNumber, z: ScreenNumber) {
      self.x = x
      self.y = y
      self.z = z
    }
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
    case .foregroundStyles(let styles): Self.named("foregroundStyle", styles.map(\.description))
    case .textCase(let textCase): "textCase: \(textCase.rawValue)"
    case .redacted: "redacted: placeholder"
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
    case .gradient(let gradient): "colors: \(gradient.colorNames)"
    case .strokeBorder(let style): style.map { "strokeBorder: \($0)" } ?? "strokeBorder"
    case .strokedShape(let lineWidth): lineWidth.map { "stroke: lineWidth \($0)" } ?? "stroke"
    case .trim(let from, let to): "trim: \(from) to \(to)"
    case .rotation(let degrees): "rotation: \(degrees)°"
    case .scale(let x, let y): "scale: x \(x) y \(y)"
    case .inset(let amount): "inset: \(amount)"
    case .transform: "transform"
    case .scaleEffect(let x, let y): x == y ? "scaleEffect: \(x)" : "scaleEffect: x \(x) y \(y)"
    case .rotationEffect(let degrees): "rotationEffect: \(degrees)°"
    case .rotation3DEffect(let degrees, let axis): "rotation3DEffect: \(degrees)° axis \(axis.x) \(axis.y) \(axis.z)"
    case .offset(let x, let y): "offset: x \(x) y \(y)"
    case .blur(let radius): "blur: \(radius)"
    case .brightness(let amount): "brightness: \(amount)"
    case .contrast(let amount): "contrast: \(amount)"
    case .saturation(let amount): "saturation: \(amount)"
    case .grayscale(let amount): "grayscale: \(amount)"
    case .hueRotation(let degrees): "hueRotation: \(degrees)°"
    case .colorMultiply(let color): "colorMultiply: \(color)"
    case .colorInvert: "colorInvert"
    case .geometryEffect(let name): name
    case .hidden: "hidden"
    case .clipped: "clipped"
    case .padding(let edges, let length): Self.named("padding", [edges, length?.description].compactMap { $0 })
    case .paddingInsets(let top, let leading, let bottom, let trailing):
      "padding: top \(top) leading \(leading) bottom \(bottom) trailing \(trailing)"
    case .frame(let dimensions): Self.named("frame", dimensions.map { "\($0.name.rawValue) \($0.value)" })
    case .cornerRadius(let radius): "cornerRadius: \(radius)"
    case .border(let style, let width): "border: \(style)" + (width.map { " \($0)" } ?? "")
    case .shadow(let radius): "shadow: radius \(radius)"
    case .containerRelativeFrame(let axes): "containerRelativeFrame: \(axes.names)"
    case .navigationTitle(let title): "navigationTitle: \(ScreenDump.quoted(title))"
    case .badge(let badge): "badge: \(badge)"
    case .onTapGesture(let count): count == 1 ? "onTapGesture" : "onTapGesture: \(count)"
    case .disabled: "disabled"
    case .gesture(let gesture): "gesture: \(gesture)"
    case .preferredColorScheme(let scheme): "preferredColorScheme: \(scheme.rawValue)"
    case .selected: "selected"
    case .expanded: "expanded"
    }
  }

  /// `name`, or `name: PART PART…` when there are parts.
  private static func named(_ name: String, _ parts: [String]) -> String {
    parts.isEmpty ? name : "\(name): " + parts.joined(separator: " ")
  }
}
