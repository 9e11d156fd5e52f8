import ScenarioWire

/// Effects that move, scale, turn or blur a view when it is drawn. Drawing and layout
/// are not modelled: each is recorded as an attribute in the screen dump
/// (`[scaleEffect: 1.3]`, `[rotationEffect: -90°]`, `[offset: x 0 y -30]`) and
/// changes nothing else.
extension View {
  /// Scales this view when drawn: `[scaleEffect: 1.3]`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    visualAttribute(.scaleEffect(x: ScreenNumber(s), y: ScreenNumber(s)))
  }

  /// Scales this view by different factors: `[scaleEffect: x 2 y 1]`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    visualAttribute(Self.scaleAttribute(x: scale.width, y: scale.height))
  }

  /// Scales this view by different factors: `[scaleEffect: x 2 y 1]`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    visualAttribute(Self.scaleAttribute(x: x, y: y))
  }

  private static func scaleAttribute(x: CGFloat, y: CGFloat) -> ScreenAttribute {
    .scaleEffect(x: ScreenNumber(x), y: ScreenNumber(y))
  }

  /// Turns this view when drawn: `[rotationEffect: -90°]`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    visualAttribute(.rotationEffect(degrees: angle.screenDegrees))
  }

  /// Turns this view in three dimensions: `[rotation3DEffect: 180° axis 0 1 0]`.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    visualAttribute(
      .rotation3DEffect(
        degrees: angle.screenDegrees,
        axis: ScreenAttribute.Axis3D(x: ScreenNumber(axis.x), y: ScreenNumber(axis.y), z: ScreenNumber(axis.z))))
  }

  /// Moves this view when drawn, without changing its layout: `[offset: x 10 y -10]`.
  public func offset(_ offset: CGSize) -> some View {
    visualAttribute(Self.offsetAttribute(x: offset.width, y: offset.height))
  }

  /// Moves this view when drawn, without changing its layout: `[offset: x 10 y -10]`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    visualAttribute(Self.offsetAttribute(x: x, y: y))
  }

  private static func offsetAttribute(x: CGFloat, y: CGFloat) -> ScreenAttribute {
    .offset(x: ScreenNumber(x), y: ScreenNumber(y))
  }

  /// Places this view's centre at a point of its parent's space. Layout is not
  /// modelled, so nothing is shown and nothing moves.
  public func position(_ position: CGPoint) -> some View { inertModifier() }

  /// Places this view's centre at `x`, `y` in its parent's space (not shown: layout
  /// is not modelled).
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { inertModifier() }

  /// Blurs this view: `[blur: 6]`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    visualAttribute(.blur(radius: ScreenNumber(radius)))
  }

  /// Brightens or darkens this view: `[brightness: 0.2]`.
  public func brightness(_ amount: Double) -> some View {
    visualAttribute(.brightness(ScreenNumber(amount)))
  }

  /// Changes this view's contrast: `[contrast: 1.5]`.
  public func contrast(_ amount: Double) -> some View {
    visualAttribute(.contrast(ScreenNumber(amount)))
  }

  /// Changes this view's colour saturation: `[saturation: 0]`.
  public func saturation(_ amount: Double) -> some View {
    visualAttribute(.saturation(ScreenNumber(amount)))
  }

  /// Removes colour from this view: `[grayscale: 1]`.
  public func grayscale(_ amount: Double) -> some View {
    visualAttribute(.grayscale(ScreenNumber(amount)))
  }

  /// Shifts this view's hues: `[hueRotation: 90°]`.
  public func hueRotation(_ angle: Angle) -> some View {
    visualAttribute(.hueRotation(degrees: angle.screenDegrees))
  }

  /// Multiplies this view's colours by a colour: `[colorMultiply: red]`.
  public func colorMultiply(_ color: Color) -> some View {
    visualAttribute(.colorMultiply(color.value))
  }

  /// Inverts this view's colours: `[colorInvert]`.
  public func colorInvert() -> some View { visualAttribute(.colorInvert) }

  /// Applies an affine transform when drawing (not shown).
  public func transformEffect(_ transform: CGAffineTransform) -> some View { inertModifier() }

  /// Applies a projection transform when drawing (not shown).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View { inertModifier() }

  /// Orders this view among its overlapping siblings when drawn (not shown: the dump
  /// keeps declaration order).
  public func zIndex(_ value: Double) -> some View { inertModifier() }

  /// Blends this view with what is behind it (not shown).
  public func blendMode(_ blendMode: BlendMode) -> some View { inertModifier() }

  /// Composites this view's contents before drawing (not shown).
  public func compositingGroup() -> some View { inertModifier() }

  /// Renders this view's contents offscreen before drawing (not shown).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    inertModifier()
  }
}

/// An effect that changes where a view is drawn, from its size: `effectValue(size:)`.
/// Applied with `.modifier(_:)`, it shows its type name as an attribute
/// (`[ShakeEffect]`); `effectValue` is never called, since nothing is drawn.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform this effect applies to a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

/// A 3×3 projective transform, as a `GeometryEffect` returns it.
public struct ProjectionTransform: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat = 1
  /// Row 1, column 2.
  public var m12: CGFloat = 0
  /// Row 1, column 3.
  public var m13: CGFloat = 0
  /// Row 2, column 1.
  public var m21: CGFloat = 0
  /// Row 2, column 2.
  public var m22: CGFloat = 1
  /// Row 2, column 3.
  public var m23: CGFloat = 0
  /// Row 3, column 1.
  public var m31: CGFloat = 0
  /// Row 3, column 2.
  public var m32: CGFloat = 0
  /// Row 3, column 3.
  public var m33: CGFloat = 1

  /// The identity transform.
  public init() {}

  /// The transform equal to an affine transform.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether this transform is affine.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform followed by `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var result = ProjectionTransform()
    result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
    result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
    result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
    result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
    result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
    result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
    result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
    result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
    result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
    return result
  }
}

/// How a view's colours combine with what is behind it (not modelled).
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
    exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// The colour space of offscreen rendering (not modelled).
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
