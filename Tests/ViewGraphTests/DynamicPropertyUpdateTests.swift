import ScenarioWire
import Testing

@testable import ViewGraph

/// A user `DynamicProperty`'s `update()` runs before each body of the view holding
/// it, inner properties first, on the value the body then reads (documented).
@MainActor
@Suite struct DynamicPropertyUpdateTests {
  struct Inner: DynamicProperty {
    @State var value = 0
    var seen = -1
    mutating func update() {
      seen = value
      print("inner update \(value)")
    }
  }

  struct Outer: DynamicProperty {
    var inner = Inner()
    var updates = 0
    mutating func update() {
      updates += 1
      print("outer update sees \(inner.seen)")
    }
  }

  struct Holder: View {
    var outer = Outer()
    var body: some View {
      let _ = print("body sees \(outer.inner.seen), updates \(outer.updates)")
      Button("bump") { outer.inner.value += 1 }
    }
  }

  @Test func updateRunsBeforeEachBodyInnerPropertiesFirst() throws {
    let steps = try transcript(Holder(), .tap("bump"))
    #expect(
      steps == [
        ["inner update 0", "outer update sees 0", "body sees 0, updates 1"],
        ["inner update 1", "outer update sees 1", "body sees 1, updates 1"],
      ])
  }

  struct Counting: DynamicProperty {
    mutating func update() { print("modifier property update") }
  }

  struct Decorated: ViewModifier {
    var counting = Counting()
    func body(content: Content) -> some View { content }
  }

  @Test func aModifiersPropertiesAreUpdatedBeforeItsBody() throws {
    let steps = try transcript(Text("x").modifier(Decorated()))
    #expect(steps == [["modifier property update"]])
  }
}
