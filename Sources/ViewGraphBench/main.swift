import ViewGraph

// The engine benchmark (product `viewgraph-bench`, run in a release build): mount
// time of a 10,000-row `ForEach`, and the body count and time of one row's own state
// change in it, driven by a state write (`row_update_us`) and by a tap that finds the
// row's button by its title (`tap_us`). The last line is the machine-readable
// summary; the exit status is 1 if one row's change runs any body other than that
// row's.

/// Rows in the benchmark's list: 10,000, or the number after `--rows`.
let rowCount: Int = {
  let arguments = CommandLine.arguments
  guard let flag = arguments.firstIndex(of: "--rows") else { return 10_000 }
  guard flag + 1 < arguments.count, let count = Int(arguments[flag + 1]), count >= 2 else {
    Swift.print("usage: viewgraph-bench [--rows N], N at least 2")
    exit(2)
  }
  return count
}()
/// Mounts timed for the median.
let mountRepetitions = 7
/// Row updates timed for the median, when driven by a state write.
let stateWriteRepetitions = 1_000
/// Row updates timed for the median, when driven by a tap (each also finds the button
/// by its title; the first, not timed, builds the engine's index of controls).
let tapRepetitions = 1_000

/// Runs the mount benchmark and prints its lines; returns the median in ms.
@MainActor
func benchMount(items: [Item]) -> Double {
  let mount = MountBenchmark(items: items, repetitions: mountRepetitions).run()
  let median = Measurement.median(mount.milliseconds)
  Swift.print(
    "mount of \(items.count) rows: median \(Measurement.oneDecimal(median)) ms over \(mountRepetitions) mounts")
  Swift.print("  each (ms): " + mount.milliseconds.map(Measurement.oneDecimal).joined(separator: " "))
  Swift.print("  bodies per mount: \(mount.bodiesPerMount) (expected \(items.count + 1): the root and each row)")
  for line in mount.output { Swift.print("  engine output: \(line)") }
  return median
}

/// Runs one row-update benchmark and prints its lines under `title`.
@MainActor
func benchRowUpdate(
  _ title: String, runtime: ViewRuntime, initiallyOn: Bool, repetitions: Int,
  driver: @escaping RowUpdateBenchmark.Driver
) throws -> RowUpdateBenchmark.Result {
  let result = try RowUpdateBenchmark(
    runtime: runtime, initiallyOn: initiallyOn, repetitions: repetitions, driver: driver
  ).run()
  let median = Measurement.median(result.microseconds)
  Swift.print("row update, \(title): median \(Measurement.oneDecimal(median)) µs over \(repetitions) updates")
  Swift.print(
    "  bodies: \(result.bodiesOfFirstUpdate) for the first update after the mount settled; "
      + "\(repetitions - result.updatesNotRunningOneBody) of \(repetitions) timed updates ran exactly 1")
  for line in result.output { Swift.print("  engine output: \(line)") }
  return result
}

/// Why a row update result fails the bench (it must run only the row's body), or nil.
func failure(of result: RowUpdateBenchmark.Result, _ title: String) -> String? {
  if result.bodiesOfFirstUpdate != 1 {
    return "FAIL (\(title)): one row's state change ran \(result.bodiesOfFirstUpdate) bodies; "
      + "only the changed row's body should run, as in SwiftUI"
  }
  if result.updatesNotRunningOneBody > 0 {
    return "FAIL (\(title)): \(result.updatesNotRunningOneBody) timed updates ran other than 1 body"
  }
  return nil
}

/// Runs both benchmarks, prints their results and the summary line, and returns
/// the exit status.
@MainActor
func runBench() -> Int32 {
  let items = Item.sample(count: rowCount)
  let mountMedian = benchMount(items: items)

  let row = items[rowCount / 2]
  RowHandle.watchedID = row.id
  let runtime = ViewRuntime(ListRoot(items: items))
  runtime.mount()
  guard let binding = RowHandle.isOn else {
    Swift.print("FAIL: the row \"\(row.title)\" never ran its body")
    return 1
  }
  let write: RowUpdateBenchmark.Result
  let tap: RowUpdateBenchmark.Result
  do {
    write = try benchRowUpdate(
      "state write on \"\(row.title)\" + next frame", runtime: runtime, initiallyOn: binding.wrappedValue,
      repetitions: stateWriteRepetitions,
      driver: RowUpdateDriver.stateWrite(runtime, binding: binding))
    tap = try benchRowUpdate(
      "tap on \"\(row.title)\" (includes finding the button)", runtime: runtime,
      initiallyOn: binding.wrappedValue, repetitions: tapRepetitions, driver: RowUpdateDriver.tap(runtime, row: row))
  } catch {
    // An action error lists every control on screen: 10,000 of them here.
    Swift.print("FAIL: row update: \(String(describing: error).prefix(300))")
    return 1
  }

  let failures = [failure(of: write, "state write"), failure(of: tap, "tap")].compactMap { $0 }
  for line in failures { Swift.print(line) }
  // Both drivers must run exactly one body; the summary shows a wrong count if either has one.
  let bodies = [write.bodiesOfFirstUpdate, tap.bodiesOfFirstUpdate].first { $0 != 1 } ?? 1
  Swift.print(
    "engine: mount_rows=\(rowCount) mount_ms=\(Measurement.oneDecimal(mountMedian))"
      + " row_update_bodies=\(bodies)"
      + " row_update_us=\(Measurement.oneDecimal(Measurement.median(write.microseconds)))"
      + " tap_us=\(Measurement.oneDecimal(Measurement.median(tap.microseconds)))")
  return failures.isEmpty ? 0 : 1
}

exit(MainActor.assumeIsolated { runBench() })
