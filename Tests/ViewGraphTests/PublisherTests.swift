import OpenCombine
import ScenarioWire
import Testing

@testable import ViewGraph

/// Rule 5.3: onReceive subscribes during the update, before onAppear, re-subscribes
/// only for a different publisher, and cancels before onDisappear.
@MainActor
@Suite struct PublisherTests {
  final class Bus {
    let events = PassthroughSubject<String, Never>()
  }

  struct Listener: View {
    let bus: Bus
    var body: some View {
      Text("listening")
        .onReceive(bus.events) { print("received \($0)") }
        .onAppear { bus.events.send("from onAppear") }
        .onDisappear { bus.events.send("from onDisappear") }
    }
  }

  struct Host: View {
    let bus = Bus()
    @State var shown = true
    @State var renders = 0
    var body: some View {
      VStack {
        Button("render \(renders)") { renders += 1 }
        Button("send") { bus.events.send("from a tap") }
        Button("hide") { shown = false }
        if shown { Listener(bus: bus) }
      }
    }
  }

  @Test func rule5_3_subscribedBeforeAppearCancelledBeforeDisappear() throws {
    let steps = try transcript(Host(), .tap("send"), .tap("hide"))
    #expect(steps[0] == ["received from onAppear"])
    #expect(steps[1] == ["received from a tap"])
    #expect(steps[2] == [])
  }

  @Test func rule5_3_samePublisherKeepsItsSubscription() throws {
    let steps = try transcript(Host(), .tap("render 0"), .tap("send"))
    #expect(steps[1] == [])
    #expect(steps[2] == ["received from a tap"])
  }
}
