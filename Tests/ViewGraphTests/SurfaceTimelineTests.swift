import Foundation
import ScenarioWire
import Testing

/// `TimelineView` follows its schedule on the virtual clock: it is built again at
/// each scheduled date, and only it. Compiled as a scenario process, where `Date()`
/// reads virtual time.
@Suite(.serialized) struct SurfaceTimelineTests {
  static let fixture = Result { try ScenarioExecutable.compile(source, name: "SurfaceTimelineFixture") }

  @Test func timelineViewIsBuiltAgainAtEachScheduledDate() throws {
    let steps = try Self.fixture.get().transcript("Clock", .wait(milliseconds: 2_500), .screen)
    #expect(steps[0] == ["parent", "tick 09:41:00"])
    #expect(steps[1] == ["tick 09:41:01", "tick 09:41:02"])
    #expect(steps[2] == ["VStack", "  Text \"09:41:02\"", "  Text \"static\""])
  }

  static let source = #"""
    import SwiftUI

    struct Clock: View {
      var body: some View {
        let _ = print("parent")
        VStack {
          TimelineView(.periodic(from: .now, by: 1)) { context in
            let stamp = Self.stamp(context.date)
            let _ = print("tick \(stamp)")
            Text(stamp)
          }
          TimelineView(.animation) { _ in Text("static") }
        }
      }

      static func stamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", parts.hour!, parts.minute!, parts.second!)
      }
    }

    @main struct Fixture {
      static func main() {
        switch CommandLine.arguments[1] {
        case "Clock": _ScenarioProcess.run { Clock() }
        default: fatalError("no root \(CommandLine.arguments[1])")
        }
      }
    }
    """#
}
