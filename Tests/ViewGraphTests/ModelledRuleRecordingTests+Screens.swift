import ScenarioWire
import Testing

@testable import ViewGraph

/// A type whose qualified name carries an anonymous context (it is private).
private struct Secret {}

/// The rules of what the screen and the console show: navigation, tabs, preferences,
/// animations, printing, and the rules recorded before ``ModelledRuleRecordingTests``.
extension ModelledRuleRecordingTests {
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
