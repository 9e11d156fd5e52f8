import ScenarioWire
import Testing

@testable import ViewGraph

/// What the engine records per step for the site's timelines and identity trees and for
/// `--strict-evidence` (`UpdateTrace`): bodies, callbacks, writes, warnings in order,
/// frames, identity changes and modelled rules.
@MainActor
@Suite struct UpdateTraceTests {
  /// The traces of the mount and of each action.
  func traces<V: View>(_ view: V, _ actions: ScenarioAction...) throws -> [UpdateTrace] {
    try updateTraces(view, actions: actions)
  }

  /// A trace's marks as `View kind detail` lines, in order.
  func marks(_ trace: UpdateTrace) -> [String] {
    trace.marks.map {
      "\(name(trace.lanes[$0.lane].name)) \($0.kind.rawValue) \($0.detail)".trimmingCharacters(in: .whitespaces)
    }
  }

  /// A type name without this suite's name, which nests the views of these tests.
  func name(_ typeName: String) -> String {
    typeName.replacingOccurrences(of: "UpdateTraceTests.", with: "")
  }

  struct Echo: View {
    @State var count = 0
    @State var echoed = 0
    var body: some View {
      Button("add") { count += 1 }
        .onChange(of: count) { echoed = count }
      Text("\(count) \(echoed)")
    }
  }

  @Test func aStateWriteInOnChangeShowsInTheTraceOfThatStep() throws {
    let steps = try traces(Echo(), .tap("add"))
    #expect(
      marks(steps[1]) == [
        "Echo stateWrite _count", "Echo body _count", "Echo onChange", "Echo stateWrite _echoed", "Echo body _echoed",
      ])
    #expect(steps[1].isWellFormed)
  }

  @Test func theMountRecordsTheFirstBodyWithItsPrintChangesReasons() throws {
    let steps = try traces(Echo())
    #expect(marks(steps[0]) == ["Echo body @self, @identity, _count, _echoed"])
    #expect(steps[0].frames == 2)
  }

  @Test func aStepWithNothingToDoRecordsNoMarks() throws {
    struct Still: View {
      var body: some View { Button("noop") {} }
    }
    let steps = try traces(Still(), .tap("noop"))
    #expect(steps[1].marks.isEmpty)
    #expect(!steps[1].changesIdentity)
  }

  @Test func aBodyEvaluatedTwiceInOneFrameShowsTwice() throws {
    struct Twice: View {
      @State var count = 0
      var body: some View {
        Button("add") { count += 1 }
          .onChange(of: count) { if count == 1 { count = 2 } }
        Text("\(count)")
      }
    }
    let steps = try traces(Twice(), .tap("add"))
    let bodies = steps[1].marks.filter { $0.kind == .body }
    #expect(bodies.count == 2)
    #expect(Set(bodies.map(\.frame)) == [0])
  }

  @Test func appearAndDisappearCallbacksAndWarningsAreRecordedOnTheirView() throws {
    struct Child: View {
      var body: some View { Text("child").onAppear { print("appear") }.onDisappear { print("gone") } }
    }
    struct Parent: View {
      @State var shown = true
      var body: some View {
        Button("toggle") { shown.toggle() }
        if shown { Child() }
      }
    }
    let steps = try traces(Parent(), .tap("toggle"))
    #expect(marks(steps[0]).contains("Child onAppear"))
    #expect(marks(steps[1]) == ["Parent stateWrite _shown", "Parent body _shown", "Child onDisappear"])
  }

  @Test func aWarningIsMarkedWhereItFired() throws {
    struct Loop: View {
      @State var value = 0
      var body: some View {
        Button("go") { value += 1 }
          .onChange(of: value) { value += 1 }
      }
    }
    let steps = try traces(Loop(), .tap("go"))
    let warning = try #require(steps[1].marks.first { $0.kind == .warning })
    #expect(name(steps[1].lanes[warning.lane].name) == "Loop")
    #expect(warning.detail.contains("tried to update multiple times per frame"))
  }

  @Test func anIdentityChangeMarksTheOldViewDestroyedAndTheNewCreated() throws {
    struct Counter: View {
      @State var taps = 0
      var body: some View { Text("\(taps)") }
    }
    struct Host: View {
      @State var generation = 0
      var body: some View {
        Button("reset") { generation += 1 }
        Counter().id(generation)
      }
    }
    let steps = try traces(Host(), .tap("reset"))
    #expect(steps[0].tree.map(\.change) == [.created, .created])
    let tree = steps[1].tree
    #expect(tree.map { name($0.name) } == ["Host", "Counter", "Counter"])
    #expect(tree.map(\.change) == [.kept, .created, .destroyed])
    #expect(tree[1].identity.hasSuffix("id 1") && tree[2].identity.hasSuffix("id 0"))
    #expect(steps[1].changesIdentity)
    #expect(steps[1].isWellFormed)
  }

  /// The site is the same bytes on every build: an identity that holds a memory
  /// address or a UUID, different on every run, is shown without it.
  @Test func anIdentityThatDiffersOnEveryRunIsShownTheSameEveryRun() throws {
    final class Model {}
    struct Counter: View {
      var body: some View { Text("row") }
    }
    struct Host: View {
      @State var model = Model()
      var body: some View {
        Counter().id(ObjectIdentifier(model))
        Counter().id(UUID())
      }
    }
    let identities = try traces(Host())[0].tree.map(\.identity)
    #expect(identities.contains { $0.hasSuffix("id ObjectIdentifier(0x…)") }, "\(identities)")
    #expect(identities.contains { $0.hasSuffix("id UUID…") }, "\(identities)")
  }

  @Test func aKeptViewIsMarkedKeptAndTheStepDoesNotChangeIdentity() throws {
    let steps = try traces(Echo(), .tap("add"))
    #expect(steps[1].tree.map(\.change) == [.kept])
    #expect(!steps[1].changesIdentity)
  }

  @Test func aViewHoldingAClosureRecordsTheModelledRuleItReliedOn() throws {
    struct Row: View {
      let action: () -> Void
      var body: some View { Button("row", action: action) }
    }
    struct Rows: View {
      @State var count = 0
      var body: some View {
        Button("add") { count += 1 }
        Text("\(count)")
        Row { print("row") }
      }
    }
    let steps = try traces(Rows(), .tap("add"))
    #expect(steps[1].modelledRules == [.closuresNeverEqual])
    #expect(marks(steps[1]).contains("Row body @self"))
  }

  @Test func aStepThatComparesNoClosureReliesOnNoModelledRule() throws {
    let steps = try traces(Echo(), .tap("add"))
    #expect(steps[1].modelledRules.isEmpty)
  }

  @Test func withoutRecordingNothingIsKept() throws {
    let runtime = ViewRuntime(Echo())
    runtime.mount()
    try runtime.perform(.tap("add"))
    #expect(runtime.takeUpdateTrace().marks.isEmpty)
  }
}
