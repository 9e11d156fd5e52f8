import ScenarioWire
import Testing

@testable import ViewGraph

private struct ShadeKey: EnvironmentKey {
  static let defaultValue = 0
}

private struct SizeKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var testShade: Int {
    get { self[ShadeKey.self] }
    set { self[ShadeKey.self] = newValue }
  }
  fileprivate var testSize: Int {
    get { self[SizeKey.self] }
    set { self[SizeKey.self] = newValue }
  }
}

/// Each modelled rule (`ModelledRule`) is recorded on the step whose output depended on
/// it, and only there: a step that exercises the choice reports the rule, a
/// neighbouring step that does not exercise it does not.
@MainActor
@Suite struct ModelledRuleRecordingTests {
  /// The modelled rules of each step: the mount first, then one entry per action.
  func rules<V: View>(_ view: V, _ actions: ScenarioAction...) throws -> [[ModelledRule]] {
    try updateTraces(view, actions: actions).map(\.modelledRules)
  }

  // MARK: comparisons: recorded only when the outcome hinged on the rule

  struct Row: View {
    let title: String
    let action: () -> Void
    var body: some View { Button(title, action: action) }
  }

  struct Rows: View {
    @State var count = 0
    @State var title = "row"
    var body: some View {
      Button("count") { count += 1 }
      Button("rename") { title += "!" }
      Text("\(count)")
      Row(title: title) { print("row") }
    }
  }

  @Test func closuresNeverEqualIsRecordedOnlyWhenTheClosureAloneMadeTheViewChange() throws {
    let steps = try rules(Rows(), .tap("count"), .tap("rename"))
    #expect(steps[1] == [.closuresNeverEqual])
    #expect(steps[2] == [], "the title changed too: the row runs whatever closures compare as")
  }

  struct Knob: View {
    let label: String
    @Binding var level: Int
    var body: some View { Text("\(label) \(level)") }
  }

  struct Panel: View {
    @State var level = 1
    @State var other = 0
    var body: some View {
      Button("raise") { level += 1 }
      Button("other") { other += 1 }
      Knob(label: "k\(other)", level: .constant(level))
    }
  }

  @Test func constantBindingComparesValueIsRecordedOnlyWhenTheBindingDecided() throws {
    let steps = try rules(Panel(), .tap("raise"), .tap("other"))
    #expect(steps[1] == [.constantBindingComparesValue])
    #expect(steps[2] == [], "the label changed too")
  }

  struct Item: Identifiable {
    let id: Int
    var name: String
  }

  struct ItemRow: View {
    @Binding var item: Item
    let note: String
    var body: some View { Text("\(item.name) \(note)") }
  }

  struct Items: View {
    @State var items = [Item(id: 0, name: "a")]
    @State var note = "n"
    @State var other = 0
    var body: some View {
      Button("other") { other += 1 }
      Button("note") { note += "!" }
      Text("\(other)")
      ForEach($items) { $item in ItemRow(item: $item, note: note) }
    }
  }

  @Test func forEachBindingNeverEqualIsRecordedOnlyWhenTheBindingDecided() throws {
    let steps = try rules(Items(), .tap("other"), .tap("note"))
    #expect(steps[1] == [.forEachBindingNeverEqual])
    #expect(steps[2] == [], "the note changed too")
  }

  // MARK: dynamic properties and the environment

  struct InnerProperty: DynamicProperty {
    @State var value = 0
    func update() {}
  }

  struct OuterProperty: DynamicProperty {
    var inner = InnerProperty()
    func update() {}
  }

  struct CountingProperty: DynamicProperty {
    var updates = 0
    mutating func update() { updates += 1 }
  }

  struct NestedHolder: View {
    var outer = OuterProperty()
    var body: some View { Text("\(outer.inner.value)") }
  }

  struct FlatHolder: View {
    var inner = InnerProperty()
    var body: some View { Text("\(inner.value)") }
  }

  struct CountingHolder: View {
    var counting = CountingProperty()
    var body: some View { Text("\(counting.updates)") }
  }

  @Test func nestedDynamicPropertyUpdateIsRecordedWhenAPropertyHoldsAnother() throws {
    #expect(try rules(NestedHolder())[0].contains(.nestedDynamicPropertyUpdate))
    #expect(try !rules(FlatHolder())[0].contains(.nestedDynamicPropertyUpdate))
  }

  @Test func updateFromParentValueIsRecordedWhenUpdateChangesTheProperty() throws {
    #expect(try rules(CountingHolder())[0].contains(.dynamicPropertyUpdateFromParentValue))
    #expect(try !rules(FlatHolder())[0].contains(.dynamicPropertyUpdateFromParentValue))
  }

  struct ShadeReader: View {
    @Environment(\.testShade) var shade
    var body: some View { Text("reader") }
  }

  struct EnvironmentHost: View {
    @State var shade = 0
    @State var size = 0
    var body: some View {
      Button("shade") { shade += 1 }
      Button("size") { size += 1 }
      ShadeReader()
        .environment(\.testShade, shade)
        .environment(\.testSize, size)
    }
  }

  @Test func environmentChangeScopeIsRecordedWhenAnotherKeyChanges() throws {
    let steps = try rules(EnvironmentHost(), .tap("size"), .tap("shade"))
    #expect(steps[1] == [.environmentChangeScope])
    #expect(steps[2] == [], "its own key changed: documented")
  }

  // MARK: time

  struct BodyReadsTheClock: View {
    @State var ticks = 0
    var body: some View {
      let _ = DispatchTime.now()
      Button("later") { DispatchQueue.main.asyncAfter(deadline: .now() + 0.005) { ticks += 1 } }
      Text("\(ticks)")
    }
  }

  struct TimerReadsTheClock: View {
    var body: some View {
      Button("later") { DispatchQueue.main.asyncAfter(deadline: .now() + 0.005) { _ = DispatchTime.now() } }
    }
  }

  @Test func sixtyFramesPerSecondIsRecordedWhenTheClockIsReadAtAFramesTime() throws {
    let atFrame = try rules(BodyReadsTheClock(), .tap("later"), .wait(milliseconds: 20))
    #expect(atFrame[1] == [], "read at the mount's time, before any frame")
    #expect(atFrame[2] == [.sixtyFramesPerSecond], "the body ran at the frame after the timer")
    let atDueTime = try rules(TimerReadsTheClock(), .tap("later"), .wait(milliseconds: 20))
    #expect(atDueTime[2] == [], "a timer reads its own due time")
  }

  struct Reposter: View {
    @State var count = 0
    var body: some View {
      Button("start") { repost() }
      Button("noop") {}
    }
    func repost() {
      DispatchQueue.main.async {
        count += 1
        repost()
      }
    }
  }

  @Test func settleBoundsIsRecordedWhenAnActionIsStopped() throws {
    let runtime = ViewRuntime(Reposter())
    runtime.limits.workItemsPerFrame = 50
    runtime.limits.framesPerAction = 3
    runtime.recordUpdateTraces()
    runtime.mount()
    _ = runtime.takeUpdateTrace()
    try runtime.perform(.tap("noop"))
    #expect(runtime.takeUpdateTrace().modelledRules == [])
    try runtime.perform(.tap("start"))
    #expect(runtime.takeUpdateTrace().modelledRules.contains(.settleBounds))
  }

  struct Queues: View {
    var body: some View {
      Button("global") { DispatchQueue.global().async { print("global") } }
      Button("main") { DispatchQueue.main.async { print("main") } }
    }
  }

  @Test func deterministicOrderIsRecordedForWorkAnotherThreadWouldRun() throws {
    let steps = try rules(Queues(), .tap("global"), .tap("main"))
    #expect(steps[1] == [.deterministicOrder])
    #expect(steps[2] == [])
  }
}
