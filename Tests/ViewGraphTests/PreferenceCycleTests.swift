import ScenarioWire
import Testing

@testable import ViewGraph

/// A preference reader whose action changes the preference it reads: at most two
/// deliveries per frame, then SwiftUI's warning.
@MainActor
@Suite struct PreferenceCycleTests {
  struct WidthKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  struct Feedback: View {
    let fromLaunch: Bool
    @State private var width = 0
    var body: some View {
      VStack {
        Text("width \(width)").preference(key: WidthKey.self, value: fromLaunch ? width + 1 : width)
        Button("grow") { width += 10 }
      }
      .onPreferenceChange(WidthKey.self) { value in
        print("reader \(value)")
        if value > 0 { width = value + 1 }
      }
    }
  }

  // Evidence (observed): published console output `Bound preference PPOffsetPreferenceKey
  // tried to update multiple times per frame.`; the reader shares onChange's cycle
  // detector (OpenSwiftUI's PreferenceBinder, updated in the transaction): two
  // deliveries per update seed, then one warning for the reader's lifetime (O7's shape).
  @Test func aBoundPreferenceThatUpdatesMoreThanTwicePerFrameIsStoppedWithSwiftUIsWarning() throws {
    let steps = try transcript(Feedback(fromLaunch: false), .tap("grow"), .tap("grow"))
    #expect(steps[0] == [])
    #expect(
      steps[1] == [
        "reader 10", "reader 11", "Bound preference WidthKey tried to update multiple times per frame.",
      ])
    // Once per reader: the next loop is cut off silently.
    #expect(steps[2] == ["reader 22", "reader 23"])
  }

  // Modelled: from launch the seed moves with the mount's renders, as for onChange
  // from onAppear (O8): seven deliveries, then the warning.
  @Test func aBoundPreferenceLoopFromLaunchRunsSevenTimesThenWarns() throws {
    let steps = try transcript(Feedback(fromLaunch: true))
    #expect(
      steps[0] == stride(from: 1, through: 13, by: 2).map { "reader \($0)" } + [
        "Bound preference WidthKey tried to update multiple times per frame."
      ])
  }

  @Test func theWarningIsASwiftUIWarningLine() throws {
    let runtime = ViewRuntime(Feedback(fromLaunch: false))
    runtime.mount()
    _ = runtime.console.takeLines()
    try runtime.perform(.tap("grow"))
    let kinds = runtime.console.takeOutputLines().map(\.kind)
    #expect(kinds.last == .swiftUIWarning)
  }
}
