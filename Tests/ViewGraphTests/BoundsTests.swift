import ScenarioWire
import Testing

@testable import ViewGraph

/// Rules 4.2 and 7.3: actions run after the whole update, and every loop is bounded
/// by a limit that reports itself in the output instead of hanging.
@MainActor
@Suite struct BoundsTests {
  @Test func rule4_2_onChangeActionRunsAfterTheWholeUpdatePass() throws {
    struct Child: View {
      let value: Int
      var body: some View {
        let _ = print("child body \(value)")
        Text("\(value)")
      }
    }
    struct Parent: View {
      @State var value = 0
      var body: some View {
        let _ = print("parent body \(value)")
        VStack {
          Button("bump") { value += 1 }
          Child(value: value)
        }
        .onChange(of: value) { print("action") }
      }
    }
    #expect(try transcript(Parent(), .tap("bump"))[1] == ["parent body 1", "child body 1", "action"])
  }

  @Test func rule7_3_passesPerEventBoundIsReported() throws {
    struct PingPong: View {
      @State var a = 0
      @State var b = 0
      var body: some View {
        Button("go") { a += 1 }
          .onChange(of: a) { b += 1 }
          .onChange(of: b) { a += 1 }
      }
    }
    let runtime = ViewRuntime(PingPong())
    runtime.limits.passesPerEvent = 1
    runtime.mount()
    try runtime.perform(.tap("go"))
    #expect(runtime.takeOutput().contains("ViewGraph: updates did not settle after 1 passes in one event; stopped."))
  }

  @Test func rule7_3_selfRepostingWorkIsBoundedPerFrame() throws {
    struct Reposter: View {
      @State var count = 0
      var body: some View {
        Button("start") { repost() }
      }
      func repost() {
        DispatchQueue.main.async {
          count += 1
          repost()
        }
      }
    }
    let runtime = ViewRuntime(Reposter())
    runtime.limits.workItemsPerFrame = 50
    runtime.limits.framesPerAction = 3
    runtime.mount()
    try runtime.perform(.tap("start"))
    let output = runtime.takeOutput()
    #expect(output.first == "ViewGraph: more than 50 tasks and callbacks ran in one frame; stopped.")
    #expect(output.last == "ViewGraph: still updating after 3 frames; stopped this action here.")
  }
}
