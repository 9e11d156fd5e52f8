import ScenarioWire
import Testing

@testable import ViewGraph

/// `onGeometryChange` delivers the modified view's size from the layout model when it
/// is first laid out and whenever it changes; `position` is accepted and shows
/// nothing; angles scale by a number as SwiftUI's `_VectorMath` lets them.
@MainActor
@Suite struct SurfaceGeometryChangeTests {
  struct Header: View {
    @State private var tall = false
    @State private var taps = 0
    var body: some View {
      VStack {
        Rectangle()
          .frame(height: tall ? 200 : 120)
          .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.height
          } action: { height in
            print("height \(Int(height))")
          }
        Button("grow") { tall = true }
        Button("tap \(taps)") { taps += 1 }
      }
    }
  }

  @Test func theFirstSizeIsDeliveredAndEachChangeAfterIt() throws {
    let steps = try transcript(Header(), .tap("grow"), .tap("tap 0"))
    #expect(steps == [["height 120"], ["height 200"], []])
  }

  struct Width: View {
    @State private var padded = false
    var body: some View {
      VStack {
        Color.orange
          .onGeometryChange(for: CGSize.self) {
            $0.size
          } action: { old, new in
            print("\(Int(old.width))x\(Int(old.height)) -> \(Int(new.width))x\(Int(new.height))")
          }
          .padding(padded ? 20 : 0)
        Button("pad") { padded = true }
      }
    }
  }

  @Test func theTwoValueActionGetsTheOldValueAndTheFirstDeliveryRepeatsIt() throws {
    let steps = try transcript(Width(), .tap("pad"))
    #expect(steps == [["393x759 -> 393x759"], ["393x759 -> 353x719"]])
  }

  @Test func positionShowsNothing() throws {
    let lines = try screenLines(Text("Pin").position(x: 20, y: 40).position(CGPoint(x: 1, y: 2)))
    #expect(lines == ["Text \"Pin\""])
  }

  @Test func anglesScaleByANumber() {
    #expect((Angle.degrees(1.0 / 8) * 360).degrees.rounded() == 45)
    var angle = Angle.degrees(90)
    angle /= 2
    #expect(angle.degrees.rounded() == 45)
    angle *= 4
    #expect((angle / 2).degrees.rounded() == 90)
  }
}
