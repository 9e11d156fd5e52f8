import ScenarioWire
import Testing

@testable import ViewGraph

/// Rules 2.1–2.4, 2.9, 2.10: writes, reads and their effect on bodies.
@MainActor
@Suite struct StateTests {
  @Test func rule2_1_writingAnEqualValueDoesNothing() throws {
    struct Same: View {
      @State var value = 1
      var body: some View {
        let _ = print("body")
        Button("same \(value)") { value = 1 }
          .onChange(of: value) { print("onChange") }
      }
    }
    #expect(try transcript(Same(), .tap("same 1")) == [["body"], []])
  }

  @Test func rule2_2_unreadStateDoesNotReevaluateTheBody() throws {
    struct Unread: View {
      @State var hidden = 0
      var body: some View {
        let _ = print("body")
        Button("write") { hidden += 1 }
      }
    }
    #expect(try transcript(Unread(), .tap("write")) == [["body"], []])
  }

  @Test func rule2_2_passingABindingIsNotARead() throws {
    struct Child: View {
      @Binding var value: Int
      var body: some View {
        let _ = print("child body")
        Button("child \(value)") { value += 1 }
      }
    }
    struct Parent: View {
      @State var value = 0
      var body: some View {
        let _ = print("parent body")
        Child(value: $value)
      }
    }
    #expect(try transcript(Parent(), .tap("child 0")) == [["parent body", "child body"], ["child body"]])
  }

  @Test func rule2_3_writesInOneHandlerMergeIntoOneUpdate() throws {
    struct Merge: View {
      @State var a = 0
      @State var b = 0
      var body: some View {
        let _ = print("body \(a) \(b)")
        Button("both") {
          a += 1
          b += 1
          a += 1
        }
      }
    }
    #expect(try transcript(Merge(), .tap("both")) == [["body 0 0"], ["body 2 1"]])
  }

  @Test func rule2_4_writingStateDuringBodyWarnsAndIsDropped() throws {
    struct Writer: View {
      @State var value = 0
      var body: some View {
        let _ = { value = 99 }()
        Text("\(value)")
      }
    }
    let runtime = ViewRuntime(Writer())
    runtime.mount()
    #expect(runtime.takeOutput() == ["Modifying state during view update, this will cause undefined behavior."])
    #expect(ScreenDump.lines(runtime.screen()) == ["Text \"0\""])
  }

  @Test func rule2_4_readingStateOutsideAViewWarns() {
    let state = State(initialValue: 3)
    let runtime = ViewRuntime(EmptyView())
    runtime.withActive { _ = state.wrappedValue }
    #expect(
      runtime.takeOutput() == [
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
      ])
  }

  @Test func rule2_9_stateKeepsTheFirstInstanceForTheLifetime() throws {
    final class Model {
      static var created = 0
      let serial: Int
      init() {
        Model.created += 1
        serial = Model.created
      }
    }
    struct Child: View {
      @State var model = Model()
      var body: some View { Text("model \(model.serial)") }
    }
    struct Parent: View {
      @State var n = 0
      var body: some View {
        VStack {
          Button("again \(n)") { n += 1 }
          Child()
        }
      }
    }
    Model.created = 0
    let lines = try screenLines(Parent(), after: .tap("again 0"), .tap("again 1"))
    #expect(lines.last == "  Text \"model 1\"")
    #expect(Model.created == 3)
  }

  @Test func rule2_10_bindingSetThatLeavesSourceUnchangedCausesNoUpdate() throws {
    struct Guarded: View {
      @State var text = "abc"
      var body: some View {
        let _ = print("body")
        let limited = Binding(get: { text }, set: { if $0.count < 3 { text = $0 } })
        Button("set") { limited.wrappedValue = "abcd" }
      }
    }
    #expect(try transcript(Guarded(), .tap("set")) == [["body"], []])
  }

  @Test func bindingProjectionWritesTheField() throws {
    struct Point: Equatable {
      var x = 0
      var y = 0
    }
    struct Editor: View {
      @Binding var x: Int
      var body: some View { Button("x \(x)") { x += 5 } }
    }
    struct Owner: View {
      @State var point = Point()
      var body: some View {
        VStack {
          Editor(x: $point.x)
          Text("\(point.x),\(point.y)")
        }
      }
    }
    let lines = try screenLines(Owner(), after: .tap("x 0"))
    #expect(lines == ["VStack", "  Button \"x 5\"", "  Text \"5,0\""])
  }
}

/// User view modifiers own their dynamic properties like views do.
@MainActor
@Suite struct ViewModifierStateTests {
  struct Badge: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
      VStack {
        content
        Button("badge \(taps)") { taps += 1 }
      }
    }
  }

  @Test func modifierStateLivesWithTheModifiedView() throws {
    struct Host: View {
      @State var label = "a"
      var body: some View {
        VStack {
          Button("relabel") { label += "a" }
          Text(label).modifier(Badge())
        }
      }
    }
    let lines = try screenLines(Host(), after: .tap("badge 0"), .tap("relabel"))
    #expect(lines == ["VStack", "  Button \"relabel\"", "  VStack", "    Text \"aa\"", "    Button \"badge 1\""])
  }
}
