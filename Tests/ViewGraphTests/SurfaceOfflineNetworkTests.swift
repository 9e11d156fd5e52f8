import Foundation
import ScenarioWire
import Testing

@testable import ViewGraph

/// `URLSession` offline: a request compiles and keeps what it is given, and every load
/// fails with `URLError(.notConnectedToInternet)`, so a tutorial's error path runs.
@Suite struct SurfaceOfflineNetworkTests {
  @Test func aRequestKeepsItsMethodHeadersAndBody() {
    var request = URLRequest(url: URL(string: "https://example.com/order")!)
    #expect(request.httpMethod == "GET")
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.addValue("text/plain", forHTTPHeaderField: "content-type")
    request.httpBody = Data("{}".utf8)
    #expect(request.httpMethod == "POST")
    #expect(request.value(forHTTPHeaderField: "CONTENT-TYPE") == "application/json,text/plain")
    #expect(request.allHTTPHeaderFields == ["Content-Type": "application/json,text/plain"])
  }

  @Test func everyLoadFailsOfflineWithTheFailingURL() async {
    let url = URL(string: "https://example.com/items.json")!
    do {
      _ = try await URLSession.shared.data(from: url)
      Issue.record("a load succeeded offline")
    } catch let error as URLError {
      #expect(error.code == .notConnectedToInternet)
      #expect(error.localizedDescription == "The Internet connection appears to be offline.")
      #expect(error.failingURL == url)
    } catch {
      Issue.record("not a URLError: \(error)")
    }
  }

  static let fixture = Result { try ScenarioExecutable.compile(loaderSource, name: "SurfaceOfflineFixture") }

  @Test func aViewsLoaderTakesItsErrorPathAndACompletionHandlerRunsAfterTheEvent() throws {
    let steps = try Self.fixture.get().transcript("Loader", .screen)
    #expect(steps[0] == ["resumed", "handler: -1009", "task: The Internet connection appears to be offline."])
    #expect(steps[1] == ["Text \"offline\""])
  }

  static let loaderSource = #"""
    import SwiftUI

    struct Loader: View {
      @State private var status = "loading"
      var body: some View {
        Text(status)
          .task {
            var request = URLRequest(url: URL(string: "https://example.com/feed.json")!)
            request.httpMethod = "GET"
            do {
              let (data, response) = try await URLSession.shared.data(for: request)
              status = "\(data.count) \((response as? HTTPURLResponse)?.statusCode ?? 0)"
            } catch {
              print("task: \(error.localizedDescription)")
              status = "offline"
            }
          }
          .onAppear {
            let task = URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, error in
              print("handler: \((error as? URLError)?.code.rawValue ?? 0)")
            }
            task.resume()
            print("resumed")
          }
      }
    }

    @main struct Fixture {
      static func main() {
        switch CommandLine.arguments[1] {
        case "Loader": _ScenarioProcess.run { Loader() }
        default: fatalError("no root \(CommandLine.arguments[1])")
        }
      }
    }
    """#
}
