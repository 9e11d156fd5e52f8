import ScenarioWire
import Testing

@testable import ViewGraph

/// Rules 4.1–4.6 and observations O1–O8 of engine-semantics.md / observations.md.
@MainActor
@Suite struct OnChangeTests {
  struct Counter: View {
    @State var count = 0
    var body: some View {
      Button("add") { count += 1 }
        .onChange(of: count) { print($0) }
    }
  }

  @Test func O1_onChangePrintsEachNewValue() throws {
    #expect(try transcript(Counter(), .tap("add"), .tap("add")) == [[], ["1"], ["2"]])
  }

  @Test func rule4_1_onChangeDoesNotRunOnAppearUnlessInitial() throws {
    struct Initial: View {
      @State var value = 5
      var body: some View {
        Text("x")
          .onChange(of: value, initial: true) { old, new in print("initial \(old) \(new)") }
          .onChange(of: value) { print("never") }
      }
    }
    #expect(try transcript(Initial()) == [["initial 5 5"]])
  }

  @Test func rule4_1_equalValueDoesNotRunAction() throws {
    struct Same: View {
      @State var value = 1
      @State var other = 0
      var body: some View {
        Button("same") {
          value = 1
          other += 1
        }
        .onChange(of: value) { print("changed") }
        Text("\(other)")
      }
    }
    #expect(try transcript(Same(), .tap("same")) == [[], []])
  }

  struct OldValue: View {
    @State var t = 0
    var body: some View {
      Button("change") { t += 10 }
        .onChange(of: t) { [t] new in print("old \(t) new \(new)") }
    }
  }

  @Test func O2_rule4_3_legacyFormCallsPreviousClosureSoCaptureIsOld() throws {
    #expect(try transcript(OldValue(), .tap("change"), .tap("change")) == [[], ["old 0 new 10"], ["old 10 new 20"]])
  }

  @Test func rule4_3_newFormsCallCurrentClosure() throws {
    struct Current: View {
      @State var t = 0
      var body: some View {
        Button("change") { t += 1 }
          .onChange(of: t) { [t] in print("captured \(t)") }
      }
    }
    #expect(try transcript(Current(), .tap("change")) == [[], ["captured 1"]])
  }

  @Test func O3_optionalValuesCanBeObserved() throws {
    struct Optionals: View {
      @State var name: String? = nil
      var body: some View {
        Button("set") { name = name == nil ? "Ann" : nil }
          .onChange(of: name) { old, new in print(String(describing: old), String(describing: new)) }
      }
    }
    #expect(
      try transcript(Optionals(), .tap("set"), .tap("set")) == [
        [], ["nil Optional(\"Ann\")"], ["Optional(\"Ann\") nil"],
      ])
  }

  @Test func O5_didSetRunsOnEveryAssignmentOnChangeOnlyOnDifference() throws {
    final class Box { var value = 0 { didSet { print("didSet \(oldValue) -> \(value)") } } }
    struct Compare: View {
      @State var value = 0
      let box = Box()
      var body: some View {
        Button("zero") {
          box.value = 0
          value = 0
        }
        .onChange(of: value) { print("onChange") }
      }
    }
    #expect(try transcript(Compare(), .tap("zero")) == [[], ["didSet 0 -> 0"]])
  }

  @Test func O6_rule4_4_innerModifiersBeforeOuterChildBeforeParent() throws {
    struct Order: View {
      @State var text = ""
      var body: some View {
        VStack {
          Button("type") { text += "a" }
            .onChange(of: text) { print("TextField1") }
            .onChange(of: text) { print("TextField2") }
        }
        .onChange(of: text) { print("VStack") }
      }
    }
    #expect(try transcript(Order(), .tap("type")) == [[], ["TextField1", "TextField2", "VStack"]])
  }

  @Test func O7_rule4_4_rule4_5_tapLoopRunsTwiceThenWarnsOnce() throws {
    struct Loop: View {
      @State var t = 3
      var body: some View {
        Button("tap") { t += 1 }
          .onChange(of: t) { old, new in
            print("onChange1: old:\(old) new:\(new)")
            t += 1
          }
          .onChange(of: t) { old, new in print("onChange2 old:\(old) new:\(new)") }
      }
    }
    let steps = try transcript(Loop(), .tap("tap"))
    #expect(
      steps[1] == [
        "onChange1: old:3 new:4",
        "onChange2 old:3 new:4",
        "onChange1: old:4 new:5",
        "onChange2 old:4 new:5",
        "onChange(of: Int) action tried to update multiple times per frame.",
      ])
  }

  @Test func O8_rule4_5_appearLoopRunsSixTimesThenWarns() throws {
    struct AppearLoop: View {
      @State var t = 0
      var body: some View {
        let _ = print("frame")
        Text("\(t)")
          .onAppear { t += 1 }
          .onChange(of: t) {
            t += 1
            print(t)
          }
      }
    }
    let mount = try transcript(AppearLoop())[0]
    #expect(
      mount == [
        "frame", "frame", "2", "frame", "3", "frame", "4", "frame", "5", "frame", "6", "frame", "7", "frame",
        "onChange(of: Int) action tried to update multiple times per frame.",
      ])
  }

  @Test func rule4_5_warningNamesTheObservedType() throws {
    struct StringLoop: View {
      @State var s = ""
      var body: some View {
        Button("go") { s += "x" }
          .onChange(of: s) { s += "y" }
      }
    }
    #expect(
      try transcript(StringLoop(), .tap("go"))[1] == [
        "onChange(of: String) action tried to update multiple times per frame."
      ])
  }

  @Test func rule4_6_nonStateValueIsSeenOnlyWhenBodyRunsAgain() throws {
    final class Clock { var tick = 0 }
    struct Watch: View {
      let clock: Clock
      @State var other = 0
      var body: some View {
        VStack {
          Button("advance") { clock.tick += 1 }
          Button("refresh") { other += 1 }
          Text("\(other)")
        }
        .onChange(of: clock.tick) { print("tick \(clock.tick)") }
      }
    }
    let steps = try transcript(
      Watch(clock: Clock()), .tap("advance"), .tap("advance"), .tap("refresh"), .tap("refresh"))
    #expect(steps == [[], [], [], ["tick 2"], []])
  }
}
