import ScenarioWire

/// Immediate-mode drawing (iOS 15): shown as `Canvas`. Nothing is drawn, so the
/// renderer is never called; `GraphicsContext` exists for it to compile.
public struct Canvas<Symbols: View>: View {
  let symbols: Symbols

  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    symbols = EmptyView()
  }

  /// A canvas drawn by `renderer`, with views it can draw as symbols.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.symbols = symbols()
  }

  public typealias Body = Never
}

extension Canvas: PrimitiveView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] { [ScreenElement(kind: .canvas)] }
}

/// What a `Canvas` renderer draws into (never called in the engine).
public struct GraphicsContext {
  /// The opacity of what is drawn.
  public var opacity: Double = 1
  /// How what is drawn combines with what is there.
  public var blendMode: BlendMode = .normal

  /// How a shape is filled or stroked.
  public struct Shading: Sendable {
    let name: String
    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(name: color.value.description) }
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
      Shading(name: "linearGradient")
    }
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
      -> Shading
    {
      Shading(name: "radialGradient")
    }
    /// The foreground style.
    public static let foreground = Shading(name: "foreground")
  }

  /// Fills a path.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
  /// Strokes a path with a style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
  /// Strokes a path.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
  /// Draws text at a point.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws an image in a rectangle.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
  /// Draws an image at a point.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Moves the origin.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {}
  /// Scales the coordinates.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
  /// Rotates the coordinates.
  public mutating func rotate(by angle: Angle) {}
  /// Clips what is drawn next to a path.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
}
