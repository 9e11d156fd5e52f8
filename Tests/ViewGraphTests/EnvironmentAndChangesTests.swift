import ScenarioWire
import Testing

@testable import ViewGraph

/// `@Environment` values and `_printChanges` (rule 3.4).
@MainActor
@Suite struct EnvironmentAndChangesTests {
  struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
  struct MoodKey: EnvironmentKey { static let defaultValue = "calm" }

  struct Reader: View {
    @Environment(\.accent) var accent
    var body: some View {
      let _ = print("Reader body")
      Text(accent)
    }
  }

  struct Bystander: View {
    var body: some View {
      let _ = print("Bystander body")
      Text("static")
    }
  }

  struct Root: View {
    @State var accent = "red"
    var body: some View {
      VStack {
        Button("switch") { accent = "green" }
        Reader()
        Bystander()
      }
      .environment(\.accent, accent)
    }
  }

  @Test func environmentValueReachesDescendantsAndChangesReevaluateReaders() throws {
    let steps = try transcript(Root(), .tap("switch"), .screen)
    #expect(steps[0] == ["Reader body", "Bystander body"])
    #expect(steps[1] == ["Reader body"])
    #expect(steps[2].contains("    Text \"green\"") || steps[2].contains("  Text \"green\""))
  }

  struct Declarer: View {
    @Environment(\.accent) var accent
    var body: some View {
      let _ = Self._printChanges()
      Text("never reads it")
    }
  }

  struct Writer: View {
    @State var accent = "red"
    @State var mood = "calm"
    var body: some View {
      VStack {
        Button("switch") { accent = "green" }
        Button("same") { accent = "red" }
        Button("mood") { mood = "happy" }
        Declarer()
      }
      .environment(\.accent, accent)
      .environment(\.mood, mood)
    }
  }

  // Evidence (observed): public measurements of `@Environment(\.dismiss)` causing
  // re-evaluations of views that never call it; OpenSwiftUI's environment property
  // box compares the key's value on every update and records no reads. Printed by
  // field name: `_dismiss changed.` in a published iOS 17 log.
  @Test func rule2_11_environmentPropertyInvalidatesItsViewWithoutARead() throws {
    let steps = try transcript(Writer(), .tap("switch"), .tap("same"))
    #expect(steps[0] == ["EnvironmentAndChangesTests.Declarer: @self, @identity, _accent changed."])
    #expect(steps[1] == ["EnvironmentAndChangesTests.Declarer: _accent changed."])
    #expect(steps[2] == ["EnvironmentAndChangesTests.Declarer: _accent changed."])
  }

  // Modelled: a change to another key leaves the view alone (the property compares
  // only its own key's value).
  @Test func rule2_11_changeToAnotherKeyDoesNotInvalidate() throws {
    let steps = try transcript(Writer(), .tap("mood"))
    #expect(steps[1] == [])
  }

  struct Transformed: View {
    @State var accent = "red"
    let transform: (inout String) -> Void
    var body: some View {
      VStack {
        Button("switch") { accent = "green" }
        Reader().transformEnvironment(\.accent, transform: transform)
      }
      .environment(\.accent, accent)
    }
  }

  // Evidence (documented): Apple's `transformEnvironment(_:transform:)` changes the
  // value the view receives for its subtree; a change above reaches the readers
  // through the transform (rule 2.11).
  @Test func rule2_12_transformEnvironmentChangesTheValueItReceives() throws {
    let steps = try transcript(Transformed { $0 += "!" }, .tap("switch"), .screen)
    #expect(steps[0] == ["Reader body"])
    #expect(steps[1] == ["Reader body"])
    #expect(steps[2].contains { $0.hasSuffix("Text \"green!\"") })
  }

  // Modelled (rule 2.11): a change above that the transform hides leaves the
  // declaring view alone, since the key's value it sees is equal.
  @Test func rule2_11_aValueTheTransformKeepsEqualInvalidatesNothing() throws {
    let steps = try transcript(Transformed { $0 = "fixed" }, .tap("switch"))
    #expect(steps[1] == [])
  }

  @Test func environmentDefaultsApplyWithoutWriter() throws {
    #expect(try screenLines(Reader()) == ["Text \"blue\""])
  }

  struct Counter: View {
    @State var count = 0
    @State var other = 0
    var body: some View {
      let _ = Self._printChanges()
      Button("count \(count)") { count += 1 }
    }
  }

  @Test func rule3_4_printChangesNamesSelfIdentityAndProperties() throws {
    let steps = try transcript(Counter(), .tap("count 0"))
    #expect(steps[1] == ["EnvironmentAndChangesTests.Counter: _count changed."])
  }

  // Evidence (observed): OpenSwiftUI's ChangedBodyPropertyCompatibilityTests, run
  // against iOS 17, expect `ContentView: @self, @identity, _name changed.` for a view
  // whose only dynamic property is `@State private var name`; a plain stored
  // property is not listed (`ContentView: @self changed.`).
  @Test func rule3_4_firstEvaluationListsEveryDynamicPropertyInDeclarationOrder() throws {
    struct Panel: View {
      @State var count = 0
      let caption = "plain"
      @Environment(\.accent) var accent
      @Binding var flag: Bool
      var body: some View {
        let _ = Self._printChanges()
        Text(caption)
      }
    }
    let steps = try transcript(Counter())
    #expect(steps[0] == ["EnvironmentAndChangesTests.Counter: @self, @identity, _count, _other changed."])
    let panel = try transcript(Panel(flag: .constant(true)))
    #expect(panel[0] == ["EnvironmentAndChangesTests.Panel: @self, @identity, _count, _accent, _flag changed."])
  }

  struct Pair: DynamicProperty {
    @State var first = 0
    @State var second = 0
  }

  struct Wrapped: View {
    var pair = Pair()
    @State var after = 0
    var body: some View {
      let _ = Self._printChanges()
      VStack {
        Button("second \(pair.second)") { pair.second += 1 }
        Button("after \(after)") { after += 1 }
      }
    }
  }

  // Modelled: a user `DynamicProperty` is one field, named once, whichever of the
  // properties inside it changed (SwiftUI names changes by the view's own fields).
  @Test func rule3_4_userDynamicPropertyIsNamedByItsField() throws {
    let steps = try transcript(Wrapped(), .tap("second 0"), .tap("after 0"))
    #expect(steps[0] == ["EnvironmentAndChangesTests.Wrapped: @self, @identity, pair, _after changed."])
    #expect(steps[1] == ["EnvironmentAndChangesTests.Wrapped: pair changed."])
    #expect(steps[2] == ["EnvironmentAndChangesTests.Wrapped: _after changed."])
  }

  @Test func rule3_4_printChangesForAChildWithNewInputs() throws {
    struct Child: View {
      let value: Int
      var body: some View {
        let _ = Self._printChanges()
        Text("\(value)")
      }
    }
    struct Parent: View {
      @State var value = 0
      var body: some View {
        VStack {
          Button("bump") { value += 1 }
          Child(value: value)
        }
      }
    }
    let steps = try transcript(Parent(), .tap("bump"))
    #expect(steps[0] == ["EnvironmentAndChangesTests.Child: @self changed."])
    #expect(steps[1] == ["EnvironmentAndChangesTests.Child: @self changed."])
  }
}

extension EnvironmentValues {
  var accent: String {
    get { self[EnvironmentAndChangesTests.AccentKey.self] }
    set { self[EnvironmentAndChangesTests.AccentKey.self] = newValue }
  }
  var mood: String {
    get { self[EnvironmentAndChangesTests.MoodKey.self] }
    set { self[EnvironmentAndChangesTests.MoodKey.self] = newValue }
  }
}
