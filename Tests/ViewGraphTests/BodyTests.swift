import ScenarioWire
import Testing

@testable import ViewGraph

/// Rules 3.1–3.3 and observations O17–O20: when a body is evaluated again.
@MainActor
@Suite struct BodyTests {
  struct Parity: View, Equatable {
    let number: Int
    var body: some View {
      let _ = print("Parity body \(number)")
      Text(number.isMultiple(of: 2) ? "even" : "odd")
    }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number % 2 == rhs.number % 2 }
  }

  struct ParityWithState: View, Equatable {
    let number: Int
    @State private var unused = false
    var body: some View {
      let _ = print("Parity body \(number)")
      Text(number.isMultiple(of: 2) ? "even" : "odd")
    }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number % 2 == rhs.number % 2 }
  }

  struct Host<Child: View>: View {
    @State var n = 1
    let make: (Int) -> Child
    var body: some View {
      VStack {
        Button("next") { n += 2 }
        make(n)
      }
    }
  }

  @Test func O17_rule3_1_childBodyRunsWhenItsInputChanges() throws {
    struct Plain: View {
      let number: Int
      var body: some View {
        let _ = print("Plain body \(number)")
        Text("\(number)")
      }
    }
    #expect(try transcript(Host { Plain(number: $0) }, .tap("next")) == [["Plain body 1"], ["Plain body 3"]])
  }

  @Test func O18_rule3_2_podViewIgnoresCustomEquality() throws {
    #expect(try transcript(Host { Parity(number: $0) }, .tap("next")) == [["Parity body 1"], ["Parity body 3"]])
  }

  @Test func O19_rule3_2_nonPODEquatableViewUsesItsEquality() throws {
    #expect(try transcript(Host { ParityWithState(number: $0) }, .tap("next")) == [["Parity body 1"], []])
  }

  @Test func O20_equatableModifierAlwaysUsesEquality() throws {
    #expect(try transcript(Host { Parity(number: $0).equatable() }, .tap("next")) == [["Parity body 1"], []])
    #expect(
      try transcript(Host { EquatableView(content: Parity(number: $0)) }, .tap("next")) == [["Parity body 1"], []])
  }

  @Test func rule3_3_childWithEqualInputsIsSkipped() throws {
    struct Fixed: View {
      let label: String
      var body: some View {
        let _ = print("Fixed body")
        Text(label)
      }
    }
    struct Parent: View {
      @State var n = 0
      var body: some View {
        let _ = print("Parent body")
        VStack {
          Button("n \(n)") { n += 1 }
          Fixed(label: "constant")
        }
      }
    }
    #expect(try transcript(Parent(), .tap("n 0")) == [["Parent body", "Fixed body"], ["Parent body"]])
  }

  @Test func rule3_2_closuresCompareUnequal() throws {
    struct WithAction: View {
      let action: () -> Void
      var body: some View {
        let _ = print("WithAction body")
        Button("act", action: action)
      }
    }
    struct Parent: View {
      @State var n = 0
      var body: some View {
        VStack {
          Button("n \(n)") { n += 1 }
          WithAction { print("acted") }
        }
      }
    }
    #expect(try transcript(Parent(), .tap("n 0")) == [["WithAction body"], ["WithAction body"]])
  }
}
