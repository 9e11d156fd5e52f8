import ScenarioWire
import Testing

@testable import ViewGraph

/// Shapes as tutorials write them: `Path`, custom `Shape`s with `path(in:)`, shape
/// modifiers that return shapes, insettable shapes and the static shape members.
/// Nothing is drawn: the dump names each shape and what was applied to it.
@MainActor
@Suite struct SurfaceShapeTests {
  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
      return path
    }
  }

  struct Arc: InsettableShape {
    var endAngle: Angle
    var insetAmount = 0.0
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
        startAngle: .degrees(-90), endAngle: endAngle - .degrees(90), clockwise: false)
      return path
    }
    func inset(by amount: CGFloat) -> some InsettableShape {
      var arc = self
      arc.insetAmount += amount
      return arc
    }
  }

  struct Gallery: View {
    @State private var progress = 0.25
    var body: some View {
      VStack {
        Triangle().fill(Color.orange)
        Triangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
        Circle()
          .trim(from: 0, to: progress)
          .stroke(Color.blue, style: StrokeStyle(lineWidth: 20, lineCap: .round))
        Path { path in
          path.move(to: .zero)
          path.addLine(to: CGPoint(x: 10, y: 10))
        }
        .stroke(Color.green, lineWidth: 2)
        Arc(endAngle: .degrees(270)).strokeBorder(.purple, lineWidth: 10)
        Rectangle().rotation(.degrees(45)).offset(x: 5).fill(.gray)
        Text("Tip").background(.yellow, in: .rect(cornerRadius: 12))
        Image(systemName: "person").clipShape(.circle)
        Button("more") { progress += 0.25 }
      }
    }
  }

  @Test func customShapesAndShapeModifiersShowByTheirBaseShapeName() throws {
    let lines = try screenLines(Gallery(), after: .tap("more"))
    #expect(
      lines == [
        "VStack",
        "  Triangle [fill: orange]",
        "  Triangle [stroke: red]",
        "  Circle [trim: 0 to 0.5] [stroke: blue]",
        "  Path [stroke: green]",
        "  Arc [strokeBorder: purple]",
        "  Rectangle [rotation: 45°] [offset: x 5 y 0] [fill: gray]",
        "  Text \"Tip\" [background: yellow in RoundedRectangle]",
        "  Image \"person\" [clipShape: Circle]",
        "  Button \"more\"",
      ])
  }

  @Test func pathRecordsItsElementsAsCoreGraphicsWould() {
    let triangle = Triangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(triangle.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(triangle.currentPoint == CGPoint(x: 5, y: 0))
    #expect(Path().isEmpty)
    #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    let moved = Path(CGRect(x: 0, y: 0, width: 2, height: 2)).offsetBy(dx: 3, dy: 4)
    #expect(moved.boundingRect == CGRect(x: 3, y: 4, width: 2, height: 2))
    var arc = Path()
    arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    let end = arc.currentPoint ?? CGPoint(x: -1, y: -1)
    #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
  }

  @Test func builtInShapesAnswerPathInRect() {
    let square = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(Circle().path(in: square).boundingRect == CGRect(x: 10, y: 0, width: 20, height: 20))
    #expect(Rectangle().path(in: square).boundingRect == square)
    #expect(Capsule().path(in: square).boundingRect == square)
    #expect(Ellipse().path(in: square).boundingRect == square)
    #expect(RoundedRectangle(cornerRadius: 5).path(in: square).boundingRect == square)
    #expect(Rectangle().inset(by: 2).path(in: square).boundingRect == square.insetBy(dx: 2, dy: 2))
  }

  @Test func angleConvertsAndAdds() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect((Angle.degrees(90) + .degrees(90)).degrees == 180)
    #expect(Angle(radians: .pi / 2).screenDegrees == ScreenNumber(90))
  }

  @Test func affineTransformsComposeAsCoreGraphicsDoes() {
    let moveThenScale = CGAffineTransform(translationX: 1, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 4, y: 2))
    #expect(moveThenScale.inverted().concatenating(moveThenScale).isIdentity)
    #expect(CGAffineTransform.identity.scaledBy(x: 3, y: 1) == CGAffineTransform(scaleX: 3, y: 1))
  }
}
