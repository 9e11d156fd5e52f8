import Foundation
import ScenarioWire
import Testing

@testable import ViewGraph

/// What the third held-out batch needed: a role with a system image on a button,
/// a progress bar with a current value label, date ranges as text, and fixed-width
/// digits on any view. Each compiles as tutorials write it and shows what it should.
@MainActor
@Suite struct SurfaceThirdBatchTests {
  struct Files: View {
    @State private var names = ["Budget", "Notes"]
    var body: some View {
      List(names, id: \.self) { name in
        Button("Delete \(name)", systemImage: "trash", role: .destructive) {
          names.removeAll { $0 == name }
        }
      }
    }
  }

  @Test func aButtonWithARoleAndASystemImageRunsItsAction() throws {
    let lines = try screenLines(Files(), after: .tap("Delete Budget"))
    #expect(lines.contains { $0.contains("Delete Notes") })
    #expect(!lines.contains { $0.contains("Delete Budget") })
  }

  struct Download: View {
    @State private var done = 0.25
    var body: some View {
      VStack {
        ProgressView(value: done) {
          Text("Downloading")
        } currentValueLabel: {
          Text("\(Int(done * 100))%")
        }
        .monospacedDigit()
        Button("More") { done += 0.25 }
      }
    }
  }

  @Test func aProgressBarWithACurrentValueLabelShowsItsTitleAndFraction() throws {
    let lines = try screenLines(Download(), after: .tap("More"))
    #expect(lines == ["VStack", "  ProgressView \"Downloading\" = 0.5", "  Button \"More\""])
  }

  @Test func aDateRangeIsShownFromItsStartToItsEnd() throws {
    let start = Date(timeIntervalSince1970: 1_735_724_460)  // 2025-01-01 09:41 UTC
    let end = start.addingTimeInterval(3_600)
    let lines = try screenLines(
      VStack {
        Text(start...end)
        Text(DateInterval(start: start, end: end))
      })
    let range = "Jan 1, 2025 at 9:41\u{202F}AM – Jan 1, 2025 at 10:41\u{202F}AM"
    #expect(lines == ["VStack", "  Text \"\(range)\"", "  Text \"\(range)\""])
  }
}
