import Foundation
import ScenarioWire
import Testing

/// Rules 5.1–5.4 and 7.1–7.3, observations O4, O9, O10: tasks, publishers, timers and
/// the virtual clock. These run as compiled scenario processes (see
/// `ScenarioExecutable`), the way folio runs a book.
@Suite(.serialized) struct TimeAndTaskTests {
  static let fixture = Result { try ScenarioExecutable.compile(source, name: "TimeAndTaskFixture") }

  func run(_ root: String, _ actions: ScenarioAction...) throws -> [[String]] {
    let executable = try Self.fixture.get()
    return try executable.transcriptArray(root, actions)
  }

  @Test func O9_rule5_2_taskIDLoopRunsOncePerFrameUntilTheBudget() throws {
    let mount = try run("TaskLoop")[0]
    #expect(Array(mount.prefix(6)) == ["frame", "1.0", "frame", "2.0", "frame", "3.0"])
    #expect(mount.last == "ViewGraph: still updating after 60 frames; stopped this action here.")
  }

  @Test func O10_rule5_3_onReceiveJustFiresOnEveryBodyEvaluation() throws {
    let steps = try run("JustReceiver", .tap("bump"), .tap("bump"))
    #expect(steps == [["combine 0"], ["combine 0"], ["combine 0"]])
  }

  @Test func rule5_1_appearDeepestFirstThenTasks() throws {
    let steps = try run("AppearOrder")
    // Siblings in order, each subtree before its parent; onReceive subscribes during
    // the update, before any appear callback; tasks start after all of them.
    #expect(
      steps[0] == [
        "receive inner", "appear first", "appear second", "appear inner", "appear stack", "task inner", "task stack",
      ])
  }

  @Test func rule5_2_taskIsCancelledWithItsViewAndRestartedByID() throws {
    let steps = try run("Restart", .tap("next"), .tap("hide"))
    #expect(steps[0] == ["start 0"])
    // The new task starts first: the cancelled sleep resumes off the main actor and
    // hops back behind it, as Swift concurrency schedules it.
    #expect(steps[1] == ["start 1", "cancelled 0"])
    #expect(steps[2] == ["cancelled 1"])
  }

  @Test func rule7_2_sleepsTimersAndDispatchFollowTheVirtualClock() throws {
    let steps = try run("Clocks", .tap("go"), .wait(milliseconds: 400), .wait(milliseconds: 2_000))
    #expect(steps[1] == ["task started", "async block"])
    #expect(steps[2] == ["asyncAfter at 250 ms", "slept until 300 ms"])
    #expect(steps[3] == ["timer fired at 1000 ms", "timer fired at 2000 ms"])
  }

  @Test func rule5_4_timerPublisherTicksOnTheVirtualClock() throws {
    let steps = try run("Ticker", .wait(milliseconds: 3_000), .screen)
    #expect(steps[1] == ["tick 1", "tick 2", "tick 3"])
    #expect(steps[2] == ["Text \"3\""])
  }

  @Test func O4_nonStateValueChangedByTimerIsSeenOnlyOnReevaluation() throws {
    let steps = try run("DateWatcher", .wait(milliseconds: 3_100), .tap("refresh"), .tap("refresh"))
    #expect(steps == [[], [], ["date changed"], []])
  }

  @Test func unmountRunsDisappearCancelsTasksAndReleasesState() throws {
    let steps = try run("Unmounting", .unmount)
    #expect(steps[1] == ["disappear", "task cancelled", "model released"])
  }

  @Test func rule7_3_yieldingTaskResumesOncePerFrameAndEndsWhenCancelled() throws {
    let steps = try run("YieldLoop", .unmount)
    // One turn per frame (1/60 s); the spinning task keeps the action busy until the
    // frame budget, and cancellation ends the loop.
    #expect(Array(steps[0].prefix(3)) == ["turn 1 at 0 ms", "turn 2 at 16 ms", "turn 3 at 33 ms"])
    #expect(steps[0].last == "ViewGraph: still updating after 60 frames; stopped this action here.")
    #expect(steps[1] == ["disappear", "loop ended"])
  }

  @Test func aPushedViewsTaskStartsOnPushAndIsCancelledOnPop() throws {
    let steps = try run("PushedTask", .tap("Open"), .back)
    #expect(steps == [[], ["task started"], ["task cancelled"]])
  }

  @Test func rule7_2_dateAndContinuousClockReadVirtualTime() throws {
    let steps = try run("Dates", .wait(milliseconds: 1_500))
    #expect(steps[0] == ["2025-01-01 09:41:00 +0000", "monotonic 0.0"])
    #expect(steps[1] == ["2025-01-01 09:41:01 +0000", "monotonic 1.5"])
  }

  @Test func formattedTextUsesUSEnglishAndUTC() throws {
    let steps = try run("Formats", .screen)
    #expect(steps[1] == ["VStack", "  Text \"$1,234.50\"", "  Text \"9:41\u{202F}AM\"", "  Text \"Total: 42%\""])
  }

  @Test func combineSchedulersFollowTheVirtualClock() throws {
    let steps = try run(
      "Debouncer", .type("ab", into: "Query"), .wait(milliseconds: 299), .wait(milliseconds: 1), .screen)
    #expect(steps[1] == [])
    #expect(steps[2] == [])
    #expect(steps[3] == ["search ab"])
    #expect(steps[4] == ["VStack", "  TextField \"Query\" = \"ab\"", "  Text \"results for ab\""])
  }

  @Test func rule7_1_sameScenarioSameBytes() throws {
    let first = try run("Clocks", .tap("go"), .wait(milliseconds: 2_500))
    let second = try run("Clocks", .tap("go"), .wait(milliseconds: 2_500))
    #expect(first == second)
  }

  static let source = #"""
    import SwiftUI
    import Combine

    struct TaskLoop: View {
      @State private var t = 0.0
      var body: some View {
        let _ = print("frame")
        Text("\(t)")
          .task(id: t) { t += 1; print(t) }
      }
    }

    struct JustReceiver: View {
      @State private var n = 0
      @State private var t = 0
      var body: some View {
        VStack {
          Text("\(n)")
          Button("bump") { n += 1; t += 0 }
        }
        .onReceive(Just(t)) { print("combine \($0)") }
        .onChange(of: t) { print("onChange") }
      }
    }

    struct AppearOrder: View {
      var body: some View {
        VStack {
          Text("first").onAppear { print("appear first") }
          Text("second").onAppear { print("appear second") }
          Text("inner")
            .onReceive(Just(1)) { _ in print("receive inner") }
            .task { print("task inner") }
            .onAppear { print("appear inner") }
        }
        .onAppear { print("appear stack") }
        .task { print("task stack") }
      }
    }

    struct Restart: View {
      @State private var id = 0
      @State private var shown = true
      var body: some View {
        VStack {
          Button("next") { id += 1 }
          Button("hide") { shown = false }
          if shown {
            Text("\(id)").task(id: id) { [id] in
              print("start \(id)")
              do { try await Task.sleep(for: .seconds(60)) } catch { print("cancelled \(id)") }
            }
          }
        }
      }
    }

    struct Clocks: View {
      let clock = ContinuousClock()
      var body: some View {
        Button("go") {
          let start = clock.now
          func ms() -> Int { Int((clock.now - start) / .milliseconds(1)) }
          Task {
            print("task started")
            try? await Task.sleep(for: .milliseconds(300))
            print("slept until \(ms()) ms")
          }
          DispatchQueue.main.async { print("async block") }
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { print("asyncAfter at \(ms()) ms") }
          var fired = 0
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            fired += 1
            print("timer fired at \(ms()) ms")
            if fired == 2 { timer.invalidate() }
          }
        }
      }
    }

    struct Ticker: View {
      @State private var ticks = 0
      let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      var body: some View {
        Text("\(ticks)")
          .onReceive(timer) { _ in ticks += 1; print("tick \(ticks)") }
      }
    }

    final class Stamp { var date = Date(timeIntervalSinceReferenceDate: 0) }

    struct DateWatcher: View {
      @State private var generation = 0
      let stamp: Stamp
      init() {
        let stamp = Stamp()
        self.stamp = stamp
        Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in stamp.date = stamp.date.addingTimeInterval(3) }
      }
      var body: some View {
        Button("refresh") { generation += 1 }
          .id(generation)
          .onChange(of: stamp.date) { print("date changed") }
      }
    }

    final class Model { deinit { print("model released") } }

    struct Unmounting: View {
      @State private var model = Model()
      var body: some View {
        Text("here")
          .onDisappear { print("disappear") }
          .task {
            do { try await Task.sleep(for: .seconds(10)) } catch { print("task cancelled") }
          }
      }
    }

    struct PushedTask: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open") {
            Text("detail")
              .task {
                print("task started")
                do { try await Task.sleep(for: .seconds(10)) } catch { print("task cancelled") }
              }
          }
        }
      }
    }

    struct YieldLoop: View {
      var body: some View {
        Text("spinning")
          .onDisappear { print("disappear") }
          .task {
            let start = _Concurrency.ContinuousClock.now
            var turns = 0
            while !Task.isCancelled {
              turns += 1
              if turns <= 3 { print("turn \(turns) at \(start.duration(to: .now).components.attoseconds / 1_000_000_000_000_000) ms") }
              await Task.yield()
            }
            print("loop ended")
          }
      }
    }

    struct Dates: View {
      let start = _Concurrency.ContinuousClock.now
      var body: some View {
        Text("dates")
          .task {
            report()
            try? await Task.sleep(for: .milliseconds(1_500))
            report()
          }
      }
      func report() {
        print(Date())
        let elapsed = start.duration(to: .now)
        print("monotonic \(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)")
      }
    }

    struct Formats: View {
      var body: some View {
        VStack {
          Text(1234.5, format: .currency(code: "USD"))
          Text(Date(), style: .time)
          Text("Total: \(0.42, format: .percent)")
        }
      }
    }

    final class SearchModel: ObservableObject {
      @Published var query = ""
      @Published var results = ""
      private var cancellables = Set<AnyCancellable>()
      init() {
        $query
          .dropFirst()
          .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
          .removeDuplicates()
          .receive(on: RunLoop.main)
          .sink { [weak self] query in
            print("search \(query)")
            self?.results = "results for \(query)"
          }
          .store(in: &cancellables)
      }
    }

    struct Debouncer: View {
      @StateObject private var model = SearchModel()
      var body: some View {
        VStack {
          TextField("Query", text: $model.query)
          Text(model.results)
        }
      }
    }

    @main struct Fixture {
      static func main() {
        switch CommandLine.arguments[1] {
        case "TaskLoop": _ScenarioProcess.run { TaskLoop() }
        case "JustReceiver": _ScenarioProcess.run { JustReceiver() }
        case "AppearOrder": _ScenarioProcess.run { AppearOrder() }
        case "Restart": _ScenarioProcess.run { Restart() }
        case "Clocks": _ScenarioProcess.run { Clocks() }
        case "Ticker": _ScenarioProcess.run { Ticker() }
        case "DateWatcher": _ScenarioProcess.run { DateWatcher() }
        case "Unmounting": _ScenarioProcess.run { Unmounting() }
        case "Dates": _ScenarioProcess.run { Dates() }
        case "YieldLoop": _ScenarioProcess.run { YieldLoop() }
        case "PushedTask": _ScenarioProcess.run { PushedTask() }
        case "Formats": _ScenarioProcess.run { Formats() }
        case "Debouncer": _ScenarioProcess.run { Debouncer() }
        default: fatalError("unknown root")
        }
      }
    }
    """#
}
