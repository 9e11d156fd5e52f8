import Foundation
import ScenarioWire
import Testing

/// `import SwiftUI` brings what SwiftUI brings: Observation (so `@Observable` needs no
/// other import), Foundation, and the CoreGraphics value types SwiftUI's API uses.
/// Compiled as folio compiles a chapter, with `import SwiftUI` as the only import.
@Suite(.serialized) struct SurfaceImportTests {
  static let fixture = Result { try ScenarioExecutable.compile(source, name: "SurfaceImportFixture") }

  @Test func importSwiftUIAloneBringsObservationAndItTracksReads() throws {
    let steps = try Self.fixture.get().transcript("Counter", .tap("add"), .screen)
    #expect(steps[0] == ["body 0"])
    #expect(steps[1] == ["body 1"])
    #expect(
      steps[2] == [
        "VStack", "  Text \"1 (2.0, 3.0) 90°\"", "  Button \"add\"", "  Rectangle [frame: width 4 height 2]",
      ])
  }

  static let source = #"""
    import SwiftUI

    @Observable final class Tally {
      var count = 0
      @ObservationIgnored var unseen = 0
    }

    struct Counter: View {
      @State private var tally = Tally()
      var body: some View {
        let _ = print("body \(tally.count)")
        let moved = CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 1, y: 2))
        let size: CGSize = CGRect(x: 0, y: 0, width: 4, height: 2).size
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let angle = Angle(radians: Double(atan2(turn.b, turn.a)))
        VStack {
          Text("\(tally.count) (\(moved.x, specifier: "%.1f"), \(moved.y, specifier: "%.1f")) \(Int(angle.degrees.rounded()))°")
          Button("add") { tally.count += 1; tally.unseen += 1 }
          Rectangle().frame(width: size.width, height: size.height)
        }
      }
    }

    @main struct Fixture {
      static func main() {
        switch CommandLine.arguments[1] {
        case "Counter": _ScenarioProcess.run { Counter() }
        default: fatalError("no root \(CommandLine.arguments[1])")
        }
      }
    }
    """#
}
