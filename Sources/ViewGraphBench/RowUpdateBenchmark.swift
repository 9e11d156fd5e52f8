import ViewGraph

/// Benchmark 2: one row's own state change in the mounted, settled list. Each
/// update flips the row between "off" and "on", so every update is a real change.
@MainActor
struct RowUpdateBenchmark {
  /// How an update is driven: given the row's current flag, change it and let the
  /// engine settle.
  typealias Driver = (_ isOn: Bool) throws -> Void

  /// The mounted list.
  let runtime: ViewRuntime
  /// The row's flag before the first update (earlier updates may have flipped it).
  let initiallyOn: Bool
  /// How many timed updates to run after the counted one.
  let repetitions: Int
  /// Performs one update.
  let driver: Driver

  /// What the updates measured.
  struct Result {
    /// Bodies evaluated by the first update after the mount settled.
    var bodiesOfFirstUpdate: Int
    /// Bodies evaluated by each timed update.
    var bodiesPerUpdate: [Int]
    /// Microseconds per timed update.
    var microseconds: [Double]
    /// Console output of all updates (engine warnings would show here).
    var output: [String]

    /// How many timed updates ran a body count other than 1.
    var updatesNotRunningOneBody: Int { bodiesPerUpdate.filter { $0 != 1 }.count }
  }

  /// Runs one counted update, then `repetitions` timed ones.
  /// - Throws: whatever the driver throws (a tap that finds no such button).
  func run() throws -> Result {
    var isOn = initiallyOn
    _ = runtime.takeOutput()
    BodyCounter.count = 0
    try driver(isOn)
    isOn.toggle()
    var result = Result(bodiesOfFirstUpdate: BodyCounter.count, bodiesPerUpdate: [], microseconds: [], output: [])
    for _ in 0..<repetitions {
      BodyCounter.count = 0
      let (seconds, _) = try Measurement.time { try driver(isOn) }
      isOn.toggle()
      result.microseconds.append(seconds * 1_000_000)
      result.bodiesPerUpdate.append(BodyCounter.count)
    }
    result.output = runtime.takeOutput()
    return result
  }
}

/// The two ways the bench changes one row's state.
@MainActor
enum RowUpdateDriver {
  /// The transcript's way: `tap` the row's button by its title, one event (the
  /// tap, the drain, one frame). Its time includes finding the first button with
  /// that title in screen order (through the engine's index of controls).
  static func tap(_ runtime: ViewRuntime, row: Item) -> RowUpdateBenchmark.Driver {
    { isOn in try runtime.perform(.tap(RowView.label(title: row.title, isOn: isOn))) }
  }

  /// The update alone: write the row's `@State` through its binding (what the
  /// button's action does), then let the engine run the next frame
  /// (`wait 0ms`: drain and render while anything is pending).
  static func stateWrite(_ runtime: ViewRuntime, binding: Binding<Bool>) -> RowUpdateBenchmark.Driver {
    { isOn in
      binding.wrappedValue = !isOn
      try runtime.perform(.wait(milliseconds: 0))
    }
  }
}
