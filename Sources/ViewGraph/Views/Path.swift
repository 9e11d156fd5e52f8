import Foundation

/// The outline of a 2D shape, built from moves, lines, curves and arcs: what a custom
/// `Shape` returns from `path(in:)`, and a view of its own (shown as `Path`). Nothing
/// is drawn; the path keeps its elements so that `boundingRect`, `currentPoint` and
/// `isEmpty` answer as they do in SwiftUI for straight segments (curves and arcs count
/// their end and control points, not their exact extent).
public struct Path: Equatable, Sendable {
  /// One element of a path, as `forEach(_:)` reports them.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath
  }

  private var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle with elliptical corners.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// An ellipse inscribed in a rectangle.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// A path built by a closure: `Path { path in path.move(to: …) }`.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  // MARK: - Reading

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point the path reached, if any.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// The rectangle holding every point of the path (control points included).
  public var boundingRect: CGRect {
    let points = elements.flatMap { element -> [CGPoint] in
      switch element {
      case .move(let point), .line(let point): [point]
      case .quadCurve(let point, let control): [point, control]
      case .curve(let point, let control1, let control2): [point, control1, control2]
      case .closeSubpath: []
      }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      (minX, minY) = (Swift.min(minX, point.x), Swift.min(minY, point.y))
      (maxX, maxY) = (Swift.max(maxX, point.x), Swift.max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  // MARK: - Building

  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

  /// Adds a straight line to `end`.
  public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }

  /// Adds straight lines through `lines`, starting a subpath at the first point.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier curve.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Adds a rectangle as a closed subpath.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addLines(
      [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ].map { $0.applying(transform) })
    closeSubpath()
  }

  /// Adds rectangles, each a closed subpath.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a rounded rectangle as a closed subpath.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let rx = Swift.min(cornerSize.width, rect.width / 2)
    let ry = Swift.min(cornerSize.height, rect.height / 2)
    let points: [(CGPoint, CGPoint)] = [
      (CGPoint(x: rect.maxX, y: rect.minY + ry), CGPoint(x: rect.maxX, y: rect.minY)),
      (CGPoint(x: rect.maxX - rx, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)),
      (CGPoint(x: rect.minX, y: rect.maxY - ry), CGPoint(x: rect.minX, y: rect.maxY)),
      (CGPoint(x: rect.minX + rx, y: rect.minY), CGPoint(x: rect.minX, y: rect.minY)),
    ]
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY).applying(transform))
    let lineEnds = [
      CGPoint(x: rect.maxX - rx, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY - ry),
      CGPoint(x: rect.minX + rx, y: rect.maxY), CGPoint(x: rect.minX, y: rect.minY + ry),
    ]
    for (lineEnd, (curveEnd, corner)) in zip(lineEnds, points) {
      addLine(to: lineEnd.applying(transform))
      addQuadCurve(to: curveEnd.applying(transform), control: corner.applying(transform))
    }
    closeSubpath()
  }

  /// Adds an ellipse inscribed in `rect` as a closed subpath (four quadratic curves).
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let corners = [
      (CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)),
      (CGPoint(x: rect.minX, y: rect.midY), CGPoint(x: rect.minX, y: rect.maxY)),
      (CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.minX, y: rect.minY)),
      (CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.maxX, y: rect.minY)),
    ]
    move(to: CGPoint(x: rect.maxX, y: rect.midY).applying(transform))
    for (end, control) in corners { addQuadCurve(to: end.applying(transform), control: control.applying(transform)) }
    closeSubpath()
  }

  /// Adds a circular arc around `center`, from `startAngle` to `endAngle`; it begins
  /// with a line from the current point when there is one, as CoreGraphics does.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        .applying(transform)
    }
    let start = startAngle.radians
    var end = endAngle.radians
    // In a y-down space, `clockwise` means decreasing angles.
    if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
    if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
    let steps = Swift.max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
    for step in 1...steps {
      let from = start + (end - start) * Double(step - 1) / Double(steps)
      let to = start + (end - start) * Double(step) / Double(steps)
      let half = (to - from) / 2
      let controlRadius = Double(radius) / cos(half)
      let control = CGPoint(
        x: center.x + CGFloat(controlRadius * cos(from + half)), y: center.y + CGFloat(controlRadius * sin(from + half))
      )
      addQuadCurve(to: point(to), control: control.applying(transform))
    }
  }

  /// Adds an arc of `delta` from `startAngle`.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
      clockwise: delta.radians < 0,
      transform: transform)
  }

  /// Adds another path's elements.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += path.applying(transform).elements
  }

  // MARK: - Transforming

  /// This path with every point mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: point.applying(transform))
      case .line(let point): .line(to: point.applying(transform))
      case .quadCurve(let point, let control):
        .quadCurve(to: point.applying(transform), control: control.applying(transform))
      case .curve(let point, let c1, let c2):
        .curve(to: point.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    return path
  }

  /// This path moved by an offset.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
}

extension Path: Shape {
  /// A path is its own outline, wherever it is placed.
  public func path(in rect: CGRect) -> Path { self }
}
