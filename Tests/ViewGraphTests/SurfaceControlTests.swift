import Foundation
import ScenarioWire
import Testing

@testable import ViewGraph

/// Controls tutorials use beyond the basic ones: `DatePicker`, value fields with a
/// format (committed on submit), the iOS 13 `onCommit` fields, `TextEditor`,
/// `ColorPicker`, `Gauge`, `Link` and `ShareLink`.
@MainActor
@Suite struct SurfaceControlTests {
  static let launch = Date(timeIntervalSince1970: 1_735_724_460)  // 2025-01-01 09:41 UTC

  struct Birthday: View {
    @State private var day = SurfaceControlTests.launch
    var body: some View {
      Form {
        DatePicker("Birthday", selection: $day, in: ...SurfaceControlTests.launch, displayedComponents: .date)
          .datePickerStyle(.graphical)
        DatePicker("Alarm", selection: $day, displayedComponents: .hourAndMinute).labelsHidden()
        DatePicker(selection: $day) { Text("Both") }
        Button("Next day") { day += 86_400 }
      }
    }
  }

  @Test func datePickerShowsItsBoundDateForItsComponentsAndFollowsTheBinding() throws {
    let lines = try screenLines(Birthday(), after: .tap("Next day"))
    #expect(
      lines == [
        "Form",
        "  DatePicker \"Birthday\" = \"Jan 2, 2025\"",
        "  DatePicker \"Alarm\" = \"9:41\u{202F}AM\"",
        "  DatePicker \"Both\" = \"Jan 2, 2025 at 9:41\u{202F}AM\"",
        "  Button \"Next day\"",
      ])
  }

  struct Bill: View {
    @State private var amount = 0.0
    @State private var people = 2
    var body: some View {
      Form {
        TextField("Amount", value: $amount, format: .currency(code: "USD"))
        TextField("People", value: $people, format: .number)
        Text("Each pays \(amount / Double(people), specifier: "%.2f")")
      }
      .onSubmit { print("submitted, amount \(amount)") }
      .onChange(of: amount) { print("amount \(amount)") }
    }
  }

  @Test func submittingAFieldNotOnScreenListsTheControls() throws {
    let runtime = ViewRuntime(Bill())
    runtime.mount()
    #expect(
      throws: ActionError(
        .noSuchControl, "no TextField \"Tip\" on screen; controls on screen: TextField \"Amount\", TextField \"People\""
      )
    ) { try runtime.perform(.submit("Tip")) }
  }

  @Test func aValueFieldShowsItsValueFormattedAndCommitsOnlyOnSubmit() throws {
    let runtime = ViewRuntime(Bill())
    runtime.mount()
    #expect(ScreenDump.lines(runtime.screen())[1] == "  TextField \"Amount\" = \"$0.00\"")
    try runtime.perform(.clear("Amount"))
    try runtime.perform(.type("12.5", into: "Amount"))
    #expect(runtime.takeOutput() == [])
    #expect(
      ScreenDump.lines(runtime.screen())[1...3] == [
        "  TextField \"Amount\" = \"12.5\"", "  TextField \"People\" = \"2\"", "  Text \"Each pays 0.00\"",
      ])
    try runtime.perform(.submit("Amount"))
    #expect(runtime.takeOutput() == ["submitted, amount 12.5", "amount 12.5"])
    #expect(
      ScreenDump.lines(runtime.screen())[1...3] == [
        "  TextField \"Amount\" = \"$12.50\"", "  TextField \"People\" = \"2\"", "  Text \"Each pays 6.25\"",
      ])
  }

  @Test func textThatDoesNotParseLeavesTheValueAndShowsItAgain() throws {
    let runtime = ViewRuntime(Bill())
    runtime.mount()
    try runtime.perform(.clear("People"))
    try runtime.perform(.type("many", into: "People"))
    try runtime.perform(.submit("People"))
    #expect(ScreenDump.lines(runtime.screen())[2] == "  TextField \"People\" = \"2\"")
  }

  struct Login: View {
    @State private var pin = ""
    @State private var name = ""
    @State private var message = "locked"
    var body: some View {
      VStack {
        SecureField("PIN", text: $pin, onCommit: { message = pin == "1234" ? "unlocked" : "wrong" })
        TextField("Name", text: $name)
          .onSubmit { print("inner") }
        Text(message)
      }
      .onSubmit { print("outer") }
    }
  }

  @Test func onCommitAndOnSubmitRunWhenAFieldIsSubmittedInnermostFirst() throws {
    let runtime = ViewRuntime(Login())
    runtime.mount()
    try runtime.perform(.type("1234", into: "PIN"))
    try runtime.perform(.submit("PIN"))
    #expect(runtime.takeOutput() == ["outer"])
    try runtime.perform(.submit("Name"))
    #expect(runtime.takeOutput() == ["inner", "outer"])
    #expect(ScreenDump.lines(runtime.screen())[3] == "  Text \"unlocked\"")
  }

  struct Journal: View {
    @State private var entry = ""
    @State private var background = Color.yellow
    @State private var opened: [URL] = []
    var body: some View {
      VStack {
        TextEditor(text: $entry)
        Text("\(entry.count) characters")
        ColorPicker("Background", selection: $background)
        Gauge(value: 21.0, in: 10...30) {
          Text("Temperature")
        } currentValueLabel: {
          Text("21°")
        }
        .gaugeStyle(.accessoryCircular)
        Link("Website", destination: URL(string: "https://example.com")!)
        ShareLink(item: URL(string: "https://example.com")!) { Label("Share", systemImage: "square.and.arrow.up") }
        Text("opened \(opened.count)")
      }
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.append(url)
          return .handled
        })
    }
  }

  @Test func editorsPickersGaugesAndLinksReadAsControls() throws {
    let lines = try screenLines(Journal(), after: .type("Hi", into: ""), .tap("Website"))
    #expect(
      lines == [
        "VStack",
        "  TextEditor \"\" = \"Hi\"",
        "  Text \"2 characters\"",
        "  ColorPicker \"Background\" = \"yellow\"",
        "  Gauge \"Temperature\" = \"0.55\"",
        "  Link \"Website\"",
        "  ShareLink \"Share\"",
        "  Text \"opened 1\"",
      ])
  }
}
