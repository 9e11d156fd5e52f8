import ScenarioWire
import Testing

@testable import ViewGraph

/// `AnyView` identity: the wrapped view's type is part of it, so a type-erased
/// subtree is replaced (the old disappears, the new appears with fresh state) when
/// the wrapped type changes, and kept when it does not.
@MainActor
@Suite struct AnyViewIdentityTests {
  struct Counter: View {
    @State private var count = 0
    var body: some View {
      Button("count \(count)") { count += 1 }
        .onAppear { print("appear counter") }
        .onDisappear { print("disappear counter") }
    }
  }

  struct Other: View {
    var body: some View {
      Text("other")
        .onAppear { print("appear other") }
        .onDisappear { print("disappear other") }
    }
  }

  struct Erasing: View {
    @State private var showsOther = false
    @State private var refreshes = 0
    var erased: AnyView { showsOther ? AnyView(Other()) : AnyView(Counter()) }
    var body: some View {
      VStack {
        Button("swap") { showsOther.toggle() }
        Button("refresh \(refreshes)") { refreshes += 1 }
        erased
      }
    }
  }

  @Test func anyViewKeepsItsSubtreeWhileTheWrappedTypeStays() throws {
    let lines = try screenLines(Erasing(), after: .tap("count 0"), .tap("refresh 0"))
    #expect(lines.last == "  Button \"count 1\"")
  }

  @Test func anyViewReplacesItsSubtreeWhenTheWrappedTypeChanges() throws {
    let steps = try transcript(Erasing(), .tap("count 0"), .tap("swap"), .tap("swap"))
    #expect(
      steps == [["appear counter"], [], ["appear other", "disappear counter"], ["appear counter", "disappear other"]])
    let lines = try screenLines(Erasing(), after: .tap("count 0"), .tap("swap"), .tap("swap"))
    #expect(lines.last == "  Button \"count 0\"")
  }
}
