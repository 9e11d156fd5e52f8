import Foundation
import ScenarioWire

// Shape modifiers that return shapes, as SwiftUI's do, so that they chain
// (`Circle().trim(from: 0, to: 0.5).stroke(…)`). Each shows as its base shape with
// one more attribute: `Circle [trim: 0 to 0.5]`.

extension Shape {
  /// The part of this shape's outline between two fractions: `[trim: 0 to 0.5]`.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _DescribedShape(base: self, attribute: .trim(from: ScreenNumber(startFraction), to: ScreenNumber(endFraction)))
  }

  /// This shape rotated: `[rotation: 45°]`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// This shape moved: `[offset: x 10 y 0]`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

  /// This shape moved: `[offset: x 10 y 0]`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// This shape scaled: `[scale: x 2 y 2]`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// This shape scaled by the same factor in both directions: `[scale: x 2 y 2]`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// This shape under an affine transform: `[transform]`.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }

  /// This shape's outline as a shape, with a stroke style: `[stroke]`.
  public func stroke(style: StrokeStyle) -> some Shape {
    _DescribedShape(base: self, attribute: .strokedShape(lineWidth: nil))
  }

  /// This shape's outline as a shape: `[stroke]`, or `[stroke: lineWidth 4]`.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _DescribedShape(base: self, attribute: .strokedShape(lineWidth: lineWidth == 1 ? nil : ScreenNumber(lineWidth)))
  }
}

/// A shape with one more attribute in the dump; its outline is its base shape's.
struct _DescribedShape<Base: Shape>: Shape, ShapeDescribing {
  let base: Base
  let attribute: ScreenAttribute

  nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }

  var baseShape: ScreenShape { ShapeDescription(base).shape }
  var shapeAttributes: [ScreenAttribute] { ShapeDescription(base).attributes + [attribute] }
}

/// A shape rotated about an anchor.
public struct RotatedShape<Content: Shape>: Shape, ShapeDescribing {
  /// The shape rotated.
  public var shape: Content
  /// The angle.
  public var angle: Angle
  /// The point it turns around, in unit coordinates.
  public var anchor: UnitPoint

  /// The rotated outline.
  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor, in: rect))
  }

  var baseShape: ScreenShape { ShapeDescription(shape).shape }
  var shapeAttributes: [ScreenAttribute] {
    ShapeDescription(shape).attributes + [.rotation(degrees: angle.screenDegrees)]
  }
}

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape, ShapeDescribing {
  /// The shape moved.
  public var shape: Content
  /// The offset.
  public var offset: CGSize

  /// The moved outline.
  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }

  var baseShape: ScreenShape { ShapeDescription(shape).shape }
  var shapeAttributes: [ScreenAttribute] {
    ShapeDescription(shape).attributes + [.offset(x: ScreenNumber(offset.width), y: ScreenNumber(offset.height))]
  }
}

/// A shape scaled about an anchor.
public struct ScaledShape<Content: Shape>: Shape, ShapeDescribing {
  /// The shape scaled.
  public var shape: Content
  /// The factors.
  public var scale: CGSize
  /// The point that stays put, in unit coordinates.
  public var anchor: UnitPoint

  /// The scaled outline.
  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
  }

  var baseShape: ScreenShape { ShapeDescription(shape).shape }
  var shapeAttributes: [ScreenAttribute] {
    ShapeDescription(shape).attributes + [.scale(x: ScreenNumber(scale.width), y: ScreenNumber(scale.height))]
  }
}

/// A shape under an affine transform.
public struct TransformedShape<Content: Shape>: Shape, ShapeDescribing {
  /// The shape transformed.
  public var shape: Content
  /// The transform.
  public var transform: CGAffineTransform

  /// The transformed outline.
  public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

  var baseShape: ScreenShape { ShapeDescription(shape).shape }
  var shapeAttributes: [ScreenAttribute] { ShapeDescription(shape).attributes + [.transform] }
}

extension CGAffineTransform {
  /// This transform applied about a unit point of `rect`, which stays where it is.
  func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let fixed = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
    return CGAffineTransform(translationX: -fixed.x, y: -fixed.y).concatenating(self)
      .concatenating(CGAffineTransform(translationX: fixed.x, y: fixed.y))
  }
}
