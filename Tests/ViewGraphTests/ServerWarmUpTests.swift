import Foundation
import ScenarioWire
import Testing

@testable import ViewGraph

/// The fork server's warm-up (`ServerWarmUp`): it must still exercise the wire as a run
/// does, so its samples have to keep decoding when the wire's encoding changes.
@Suite struct ServerWarmUpTests {
  @Test func everySampleEventDecodesAndEncodesAgain() {
    #expect(ServerWarmUp.run() == ServerWarmUp.events.count + 2)
  }

  @Test func theSamplesHoldATraceAndAScreenAndTheRequestEveryAction() throws {
    let events = try ServerWarmUp.events.map { try JSONDecoder().decode(ScenarioEvent.self, from: Data($0.utf8)) }
    #expect(events.contains { if case .trace = $0 { true } else { false } })
    #expect(events.contains { if case .screen = $0 { true } else { false } })
    // One action of each kind: the top-level key of each encoded action differs.
    let kinds = try Set(
      ServerWarmUp.request.actions.map { action in
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(action))
        return (object as? [String: Any])?.keys.first ?? "\(action)"
      })
    #expect(kinds.count == ServerWarmUp.request.actions.count)
  }
}
