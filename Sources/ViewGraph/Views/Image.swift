import ScenarioWire

/// A picture: an SF Symbol (`Image(systemName:)`) or an asset (`Image(_:)`), shown in
/// the screen dump by its name, `Image "star.fill"`. Nothing is drawn.
public struct Image: View, Equatable {
  /// The symbol or asset name.
  let name: String

  /// A system symbol by name.
  public init(systemName: String) { name = systemName }

  /// A system symbol drawn at a variable value between 0 and 1 (the value is not
  /// shown).
  public init(systemName: String, variableValue: Double?) { name = systemName }

  /// An image from the asset catalog.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

  /// An image from the asset catalog that accessibility ignores.
  public init(decorative name: String, bundle: Bundle? = nil) { self.name = name }

  public typealias Body = Never

  /// This image, resizable (layout is not modelled).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    self
  }

  /// This image with a rendering mode (drawing is not modelled).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// This image with a quality of scaling (drawing is not modelled).
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// This image, antialiased or not (drawing is not modelled).
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// The quality of scaling an image.
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

  /// How a resizable image fills extra space.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }

  /// Whether an image is drawn as is or as a template in the foreground colour.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

  /// The relative size of a symbol image.
  public enum Scale: Hashable, Sendable { case small, medium, large }
}

extension Image: PrimitiveView {
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .image, label: name)]
  }
}

extension View {
  /// Sets the size of symbol images in this view (drawing is not modelled).
  public func imageScale(_ scale: Image.Scale) -> some View { inertModifier() }

  /// Scales this view to fit its parent (layout is not modelled).
  public func scaledToFit() -> some View { inertModifier() }

  /// Scales this view to fill its parent (layout is not modelled).
  public func scaledToFill() -> some View { inertModifier() }

  /// Constrains this view's aspect ratio (layout is not modelled).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    inertModifier()
  }
}

/// How a view fits into its space (layout is not modelled).
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }
