import Foundation
import ScenarioWire
import Testing

@testable import ViewGraph

/// What the fifth held-out batch found missing, after it was measured: a popover for an
/// item, `LabeledContent` titled with a string and given content, colours from hue,
/// saturation and brightness, and a timer progress view without labels. Each compiles
/// as tutorials write it and shows what it should.
@MainActor
@Suite struct SurfaceFifthBatchTests {
  struct Term: Identifiable {
    let id: String
  }

  struct Glossary: View {
    @State private var shown: Term?
    var body: some View {
      VStack {
        Button("Define") { shown = Term(id: "Binding") }
      }
      .popover(item: $shown, arrowEdge: .bottom) { term in
        Text("A binding: \(term.id)")
      }
    }
  }

  @Test func aPopoverForAnItemShowsWhileTheItemIsSet() throws {
    let before = try screenLines(Glossary())
    #expect(!before.joined().contains("A binding"))
    let after = try screenLines(Glossary(), after: .tap("Define"))
    #expect(after.contains { $0.contains("Text \"A binding: Binding\"") }, "\(after)")
  }

  struct Receipt: View {
    let item = "Croissant"
    var body: some View {
      Form {
        LabeledContent(item) {
          Text(3.2, format: .number)
        }
      }
    }
  }

  @Test func labeledContentTitledWithAStringShowsTheStringAndItsContent() throws {
    #expect(try screenLines(Receipt()) == ["Form", "  LabeledContent \"Croissant\" = \"3.2\""])
  }

  @Test(arguments: [
    (0.0, 1.0, 1.0, "#FF0000FF"), (1.0 / 3, 1.0, 1.0, "#00FF00FF"), (0.5, 0.5, 0.9, "#73E6E6FF"),
    (0.0, 0.0, 0.5, "#808080FF"), (1.0, 1.0, 1.0, "#FF0000FF"),
  ])
  func aHueSaturationBrightnessColourShowsItsRedGreenAndBlue(
    hue: Double, saturation: Double, brightness: Double, shown: String
  ) throws {
    let lines = try screenLines(Color(hue: hue, saturation: saturation, brightness: brightness))
    #expect(lines == ["Color \(shown)"])
  }

  struct Rest: View {
    let start = Date(timeIntervalSince1970: 0)
    var body: some View {
      ProgressView(timerInterval: start...start.addingTimeInterval(60), countsDown: true)
    }
  }

  @Test func aTimerProgressViewWithoutLabelsCompilesAndShowsABar() throws {
    let lines = try screenLines(Rest())
    #expect(lines.first?.hasPrefix("ProgressView") == true, "\(lines)")
  }
}
