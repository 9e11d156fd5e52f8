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

/// A type whose qualified name carries an anonymous context (it is private).
private struct Secret {}

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

  // MARK: navigation and tabs

  struct Stack: View {
    let title: String
    var callbacks = true
    @State var path: [Int] = []
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Button("push") { path.append(1) }
          Button("noop") {}
        }
        .onAppear(perform: callbacks ? { print("root appears") } : nil)
        .onDisappear(perform: callbacks ? { print("root disappears") } : nil)
        .navigationTitle(title)
        .navigationDestination(for: Int.self) { value in
          Button("replace \(value)") { path = [value + 1] }
            .onAppear(perform: callbacks ? { print("\(value) appears") } : nil)
            .onDisappear(perform: callbacks ? { print("\(value) disappears") } : nil)
        }
      }
    }
  }

  @Test func navigationOrderAndIdentityAreRecordedWhenAPushOrReplacementHappens() throws {
    let steps = try rules(Stack(title: "Fruits"), .tap("noop"), .tap("push"), .tap("replace 1"), .back)
    #expect(steps[1] == [])
    #expect(steps[2] == [.navigationAppearBeforeDisappear])
    #expect(steps[3].contains(.navigationPushIdentity))
    #expect(steps[3].contains(.navigationAppearBeforeDisappear))
    #expect(steps[4] == [.navigationAppearBeforeDisappear])
  }

  @Test func navigationOrderIsNotRecordedWhenNoCallbackCouldShowIt() throws {
    let steps = try rules(Stack(title: "Fruits", callbacks: false), .tap("push"), .back)
    #expect(steps[1] == [] && steps[2] == [])
  }

  @Test func backTitleNeverTooLongIsRecordedWhenALongTitleIsShown() throws {
    let long = try rules(Stack(title: "A title far too long to fit"), .tap("push"), .screen)
    #expect(long[2].contains(.backTitleNeverTooLong))
    let short = try rules(Stack(title: "Fruits"), .tap("push"), .screen)
    #expect(!short[2].contains(.backTitleNeverTooLong))
  }

  struct DestinationPicker: View {
    @State var picked: String?
    var body: some View {
      NavigationStack {
        Button("pick a") { picked = "a" }
          .navigationDestination(item: $picked) { name in
            Button("pick b, was \(name)") { picked = "b" }
          }
      }
    }
  }

  @Test func destinationBindingReplacesIsRecordedWhenAnotherItemIsSet() throws {
    let steps = try rules(DestinationPicker(), .tap("pick a"), .tap("pick b, was a"))
    #expect(!steps[1].contains(.destinationBindingReplaces))
    #expect(steps[2].contains(.destinationBindingReplaces))
  }

  struct Tabs: View {
    var callbacks = true
    var body: some View {
      TabView {
        Button("noop") {}
          .onDisappear(perform: callbacks ? { print("feed disappears") } : nil)
          .tabItem { Text("Feed") }
        Text("search")
          .onAppear(perform: callbacks ? { print("search appears") } : nil)
          .tabItem { Text("Search") }
      }
    }
  }

  @Test func tabRulesAreRecordedWhenTheSelectionChanges() throws {
    let steps = try rules(Tabs(), .tap("noop"), .tap("Search"))
    #expect(steps[1] == [])
    #expect(steps[2] == [.tabContentLifetime, .tabAppearBeforeDisappear])
    let quiet = try rules(Tabs(callbacks: false), .tap("Search"))
    #expect(quiet[1] == [.tabContentLifetime], "no callback shows the order")
  }

  // MARK: preferences

  struct WidthKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  struct PreferenceHost: View {
    @State var width = 0
    @State var other = 0
    var body: some View {
      VStack {
        Button("widen") { width += 1 }
        Button("other") { other += 1 }
        Text("\(other)")
          .preference(key: WidthKey.self, value: width)
      }
      .onPreferenceChange(WidthKey.self) { print("width \($0)") }
    }
  }

  @Test func preferenceDeliveryTimingIsRecordedWhenAReaderIsDelivered() throws {
    let steps = try rules(PreferenceHost(), .tap("other"), .tap("widen"))
    #expect(steps[1] == [])
    #expect(steps[2] == [.preferenceDeliveryTiming])
  }

  // MARK: animations

  @Test func invalidationCountsAsAnimatedIsRecordedWhenACompletionWaits() throws {
    #expect(
      try rules(AnimationTests.Completing(animation: .linear), .tap("open"))[1] == [.invalidationCountsAsAnimated])
    #expect(try rules(AnimationTests.Completing(animation: nil), .tap("open"))[1] == [])
  }

  @Test func springSettleToleranceIsRecordedForARemovedSpringCompletion() throws {
    let spring = try rules(AnimationTests.Completing(animation: .default, criteria: .removed), .tap("open"))
    #expect(spring[1].contains(.springSettleTolerance))
    let curve = try rules(AnimationTests.Completing(animation: .linear, criteria: .removed), .tap("open"))
    #expect(!curve[1].contains(.springSettleTolerance))
    let logical = try rules(AnimationTests.Completing(animation: .default), .tap("open"))
    #expect(!logical[1].contains(.springSettleTolerance))
  }

  @Test func sameViewsByInvalidationIsRecordedWhenALaterAnimationIsJudged() throws {
    let interrupted = try rules(
      AnimationTests.Interrupted(criteria: .removed), .tap("first"), .wait(milliseconds: 500), .tap("second"),
      .wait(milliseconds: 500))
    #expect(interrupted[4].contains(.sameViewsByInvalidation))
    let alone = try rules(AnimationTests.Interrupted(criteria: .removed), .tap("first"), .wait(milliseconds: 1_000))
    #expect(!alone.joined().contains(.sameViewsByInvalidation))
  }

  @Test func nestedAnimationCompletionIsRecordedWhenAnInnerChangeCountsForTheOuter() throws {
    #expect(try rules(AnimationTests.Nested(), .tap("both"))[1].contains(.nestedAnimationCompletion))
    #expect(
      try !rules(AnimationTests.Completing(animation: .linear), .tap("open"))[1].contains(.nestedAnimationCompletion))
  }

  struct QuietTransaction: View {
    @State var flag = false
    var body: some View {
      Text(flag ? "on" : "off")
        .transaction { $0.animation = nil }
      Button("flip") { withAnimation { flag.toggle() } }
    }
  }

  @Test func transactionClosureTimingIsRecordedWhenTheClosurePrints() throws {
    #expect(
      try rules(AnimationTests.TransactionReader(disables: false), .tap("flip"))[1] == [.transactionClosureTiming])
    #expect(try rules(QuietTransaction(), .tap("flip"))[1] == [])
  }

  // MARK: the console

  struct Printer: View {
    var body: some View {
      Button("view") { print(Text("a")) }
      Button("number") { print(Optional(1)) }
      Button("log") { NSLog("logged") }
      Button("secret") { print(Optional(Secret())) }
    }
  }

  @Test func consoleRulesAreRecordedWhenTheirChoiceShowsInTheOutput() throws {
    let steps = try rules(Printer(), .tap("view"), .tap("number"), .tap("log"), .tap("secret"))
    #expect(steps[1] == [.printedViewContents])
    #expect(steps[2] == [])
    #expect(steps[3] == [.nslogMessageAlone])
    #expect(steps[4] == [.privateTypeNames])
  }

  // MARK: rules recorded before this suite

  struct Watched: View {
    @State var count = 0
    @State var other = 0
    var body: some View {
      let _ = Self._printChanges()
      Button("count") { count += 1 }
      Text("\(count) \(other)")
    }
  }

  @Test func firstEvaluationListsEveryPropertyIsRecordedOnAFirstPrintChanges() throws {
    let steps = try rules(Watched(), .tap("count"))
    #expect(steps[0] == [.firstEvaluationListsEveryProperty])
    #expect(steps[1] == [])
  }

  struct Box {
    let value: Binding<Int>
  }

  struct Boxed: View {
    let box: Box
    var body: some View {
      let _ = Self._printChanges()
      Text("\(box.value.wrappedValue)")
    }
  }

  struct Bound: View {
    @Binding var value: Int
    var body: some View {
      let _ = Self._printChanges()
      Text("\(value)")
    }
  }

  struct BoxHost: View {
    @State var boxed = 0
    @State var bound = 0
    var body: some View {
      Button("boxed") { boxed += 1 }
      Button("bound") { bound += 1 }
      Boxed(box: Box(value: $boxed))
      Bound(value: $bound)
    }
  }

  @Test func bindingReadReportsDependenciesIsRecordedWhenABindingIsNotAField() throws {
    let steps = try rules(BoxHost(), .tap("boxed"), .tap("bound"))
    #expect(steps[1] == [.bindingReadReportsDependencies])
    #expect(steps[2] == [], "a @Binding field is named by its name: observed")
  }

  struct Sheet: View {
    @State var showing = false
    var body: some View {
      Button("show") { showing = true }
        .sheet(isPresented: $showing, onDismiss: { print("dismissed") }) {
          Button("close") { showing = false }
        }
    }
  }

  @Test func onDismissAfterDisappearIsRecordedWhenAPresentationEnds() throws {
    let steps = try rules(Sheet(), .tap("show"), .tap("close"))
    #expect(steps[1] == [])
    #expect(steps[2] == [.onDismissAfterDisappear])
  }
}
