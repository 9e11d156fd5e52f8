import Dispatch

/// A dispatch queue on the virtual clock, standing in for Dispatch's: blocks run on
/// the main thread in order, `asyncAfter` at its virtual deadline (rule 7.2).
public final class DispatchQueue: @unchecked Sendable {
  /// The queue's label.
  public let label: String

  /// The main queue.
  public static let main = DispatchQueue(label: "com.apple.main-thread")

  /// A global queue; its blocks also run in order on the main thread, so output does
  /// not depend on thread timing (**modelled**, `deterministic-order`).
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { globalQueue }

  private static let globalQueue = DispatchQueue(label: "com.apple.root.default-qos")

  /// Creates a queue.
  public init(label: String, qos: DispatchQoS = .unspecified) { self.label = label }

  /// Runs `work` after the current event, in order with other queued work.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    MainActor.assumeIsolated {
      noteOrderChoice()
      ViewRuntime.current?.scheduler.enqueue(.callback(work))
    }
  }

  /// Runs `work` when the virtual clock reaches `deadline`.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
    MainActor.assumeIsolated {
      noteOrderChoice()
      guard let scheduler = ViewRuntime.current?.scheduler else { return }
      let delay = Duration.nanoseconds(
        Int64(deadline.uptimeNanoseconds) - Int64(DispatchTime.current.uptimeNanoseconds))
      scheduler.schedule(after: delay, .callback(work))
    }
  }

  /// A queue other than the main one runs on another thread on a device, its work
  /// interleaved with the main thread's by timing: running it in order is a choice.
  @MainActor private func noteOrderChoice() {
    if self !== Self.main { ViewRuntime.current?.trace.use(.deterministicOrder) }
  }

  /// Runs `work` at once and returns its result.
  public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}

/// A point in virtual time, as `DispatchTime.now() + 1.5` computes it.
public struct DispatchTime: Comparable, Sendable {
  /// Nanoseconds of virtual time since the mount.
  public let uptimeNanoseconds: UInt64

  /// Creates a time from nanoseconds of virtual time.
  public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

  /// The virtual time now.
  public static func now() -> DispatchTime {
    VirtualTime.noteRead()
    return current
  }

  /// The virtual time now, read by the engine itself.
  static var current: DispatchTime {
    let (seconds, attoseconds) = VirtualTime.now.components
    return DispatchTime(uptimeNanoseconds: UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000))
  }

  /// A time that never comes.
  public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.uptimeNanoseconds < rhs.uptimeNanoseconds }

  /// `seconds` later.
  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + UInt64((seconds * 1e9).rounded()))
  }

  /// `interval` later.
  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    let nanoseconds: UInt64
    switch interval {
    case .seconds(let s): nanoseconds = UInt64(s) * 1_000_000_000
    case .milliseconds(let ms): nanoseconds = UInt64(ms) * 1_000_000
    case .microseconds(let us): nanoseconds = UInt64(us) * 1_000
    case .nanoseconds(let ns): nanoseconds = UInt64(ns)
    case .never: return .distantFuture
    @unknown default: nanoseconds = 0
    }
    return DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + nanoseconds)
  }
}
