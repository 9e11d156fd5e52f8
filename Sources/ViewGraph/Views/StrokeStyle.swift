/// How a shape's outline is drawn: width, caps, joins and dashes (not drawn by the
/// engine; `stroke(_:style:)` records the stroke's style as `[stroke: blue]`).
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// The shape of line ends.
  public var lineCap: CGLineCap
  /// The shape of corners.
  public var lineJoin: CGLineJoin
  /// The limit of mitred joins.
  public var miterLimit: CGFloat
  /// The lengths of dashes and gaps.
  public var dash: [CGFloat]
  /// Where the dash pattern starts.
  public var dashPhase: CGFloat

  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// CoreGraphics' line cap styles, which `import SwiftUI` brings.
public enum CGLineCap: Int32, Hashable, Sendable {
  /// A square end at the endpoint.
  case butt
  /// A rounded end.
  case round
  /// A square end beyond the endpoint.
  case square
}

/// CoreGraphics' line join styles, which `import SwiftUI` brings.
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// A pointed corner.
  case miter
  /// A rounded corner.
  case round
  /// A cut-off corner.
  case bevel
}
