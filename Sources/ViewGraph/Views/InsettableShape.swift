import Foundation
import ScenarioWire

/// A shape that can be inset by an amount, so that a border can be drawn inside it:
/// `strokeBorder(_:lineWidth:)` (recorded as `[strokeBorder: blue]`).
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// This shape inset by `amount` on every side.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// Draws a border inside this shape: `[strokeBorder: blue]`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = Color.primary, lineWidth: CGFloat = 1, antialiased: Bool = true
  )
    -> some View
  {
    visualAttribute(.strokeBorder(AttributeFormat.style(content)))
  }

  /// Draws a border with a stroke style inside this shape: `[strokeBorder: blue]`.
  public func strokeBorder<S: ShapeStyle>(_ content: S = Color.primary, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    visualAttribute(.strokeBorder(AttributeFormat.style(content)))
  }

  /// The border inside this shape, as a shape: `[strokeBorder]`.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some Shape {
    _DescribedShape(base: self, attribute: .strokeBorder(nil))
  }
}

/// A built-in shape inset by an amount: `[inset: 4]`.
public struct _InsetShape<Base: Shape>: InsettableShape, ShapeDescribing {
  let base: Base
  let amount: CGFloat

  /// The base shape's outline in the inset rectangle.
  public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }

  /// This shape inset further.
  public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }

  var baseShape: ScreenShape { ShapeDescription(base).shape }
  var shapeAttributes: [ScreenAttribute] { ShapeDescription(base).attributes + [.inset(ScreenNumber(amount))] }
}

extension Circle: InsettableShape {
  /// This circle inset by `amount`.
  public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Rectangle: InsettableShape {
  /// This rectangle inset by `amount`.
  public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

extension RoundedRectangle: InsettableShape {
  /// This rounded rectangle inset by `amount`.
  public nonisolated func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Capsule: InsettableShape {
  /// This capsule inset by `amount`.
  public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
  /// This ellipse inset by `amount`.
  public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}
