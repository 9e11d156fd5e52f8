/// Where a build's frontend plan (``FrontendCommand``) comes from: the cache, or the
/// driver, asked once when the build starts.
///
/// A cold build's modules wait for the driver's answer rather than each running swiftc:
/// asking costs about what one swiftc's own planning does before it starts the frontend
/// (the two questions, one and two files, run at once), and every module after that
/// skips the driver. Measured here (release, 2 cores): the driver's start-up and
/// planning is about 70 ms of CPU per swiftc.
enum FrontendPlan: Sendable {
  /// Nothing to compile: no plan is needed.
  case none
  /// The cache's plan, which its policy allows.
  case stored(FrontendCommand)
  /// The driver's plan, being asked for; `nil` when it cannot be reused.
  case asked(Task<FrontendCommand?, Never>)

  /// The command to run instead of swiftc, or `nil` to run swiftc.
  var command: FrontendCommand? {
    get async {
      switch self {
      case .none: nil
      case .stored(let command): command
      case .asked(let planning): await planning.value
      }
    }
  }
}
