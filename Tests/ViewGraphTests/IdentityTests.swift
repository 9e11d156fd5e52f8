import ScenarioWire
import Testing

@testable import ViewGraph

/// Rules 1.1–1.4: identity is structural position plus explicit ids; state lives
/// exactly as long as the identity.
@MainActor
@Suite struct IdentityTests {
  struct Tally: View {
    @State var count = 0
    var body: some View {
      Button("count \(count)") { count += 1 }
    }
  }

  struct Branches: View {
    @State var flag = true
    var body: some View {
      VStack {
        Button("flip") { flag.toggle() }
        if flag { Tally() } else { Tally() }
      }
    }
  }

  @Test func rule1_1_rule1_2_switchingBranchesEndsTheLifetime() throws {
    let lines = try screenLines(Branches(), after: .tap("count 0"), .tap("count 1"), .tap("flip"))
    #expect(lines == ["VStack", "  Button \"flip\"", "  Button \"count 0\""])
  }

  struct Hideable: View {
    @State var show = true
    var body: some View {
      VStack {
        Button("toggle") { show.toggle() }
        if show { Tally() }
      }
    }
  }

  @Test func rule1_3_O15_removedViewStartsAgainFromItsInitialState() throws {
    let lines = try screenLines(Hideable(), after: .tap("count 0"), .tap("toggle"), .tap("toggle"))
    #expect(lines == ["VStack", "  Button \"toggle\"", "  Button \"count 0\""])
  }

  @Test func rule1_2_stateSurvivesParentReevaluation() throws {
    struct Parent: View {
      @State var other = 0
      var body: some View {
        VStack {
          Text("\(other)")
          Button("parent") { other += 1 }
          Tally()
        }
      }
    }
    let lines = try screenLines(Parent(), after: .tap("count 0"), .tap("parent"))
    #expect(lines == ["VStack", "  Text \"1\"", "  Button \"parent\"", "  Button \"count 1\""])
  }

  struct Identified: View {
    @State var generation = 0
    var body: some View {
      VStack {
        Button("reset") { generation += 1 }
        Tally()
          .onAppear { print("inner appear") }
          .id(generation)
          .onAppear { print("outer appear") }
      }
    }
  }

  @Test func rule1_4_O16_changingIDResetsStateAndRefiresInnerModifiersOnly() throws {
    let runtime = ViewRuntime(Identified())
    runtime.mount()
    #expect(runtime.takeOutput() == ["inner appear", "outer appear"])
    try runtime.perform(.tap("count 0"))
    try runtime.perform(.tap("reset"))
    #expect(runtime.takeOutput() == ["inner appear"])
    #expect(ScreenDump.lines(runtime.screen()).last == "  Button \"count 0\"")
  }

  @Test func rule1_3_stateHeldObjectsAreReleasedAtTheEndOfTheLifetime() throws {
    final class Resource {
      init() {}
      deinit { print("released") }
    }
    struct Holder: View {
      @State var resource: Resource? = nil
      var body: some View {
        Button("make") { resource = Resource() }
      }
    }
    struct Outer: View {
      @State var show = true
      var body: some View {
        VStack {
          Button("hide") { show = false }
          if show { Holder() }
        }
      }
    }
    let steps = try transcript(Outer(), .tap("make"), .tap("hide"))
    #expect(steps[2] == ["released"])
  }
}

/// Rule 1.4: the order of appear and disappear when an identity is replaced.
@MainActor
@Suite struct ReplacementOrderTests {
  struct Swapper: View {
    @State var generation = 0
    let identity: Bool
    var body: some View {
      VStack {
        Button("swap") { generation += 1 }
        if identity {
          Text("v\(generation)")
            .onAppear { [generation] in print("appear \(generation)") }
            .onDisappear { [generation] in print("disappear \(generation)") }
            .transition(.identity)
            .id(generation)
        } else {
          Text("v\(generation)")
            .onAppear { [generation] in print("appear \(generation)") }
            .onDisappear { [generation] in print("disappear \(generation)") }
            .id(generation)
        }
      }
    }
  }

  @Test func rule1_4_defaultTransitionNewAppearsBeforeOldDisappears() throws {
    #expect(try transcript(Swapper(identity: false), .tap("swap"))[1] == ["appear 1", "disappear 0"])
  }

  @Test func rule1_4_identityTransitionOldDisappearsFirst() throws {
    #expect(try transcript(Swapper(identity: true), .tap("swap"))[1] == ["disappear 0", "appear 1"])
  }
}
