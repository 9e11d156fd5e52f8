/// The kinds of entry a folio cache holds, each in a folder named by its raw value: the
/// one list ``BuildCache`` writes by and ``CacheContents`` counts and checks by, in the
/// order `folio cache stats` prints them.
enum CacheKind: String, CaseIterable, Sendable {
  /// `libraries/DIGEST.so`: a scenario library (one scenario, or a batch of them), named
  /// by the SHA-256 of its bytes.
  case libraries
  /// `scenarios/KEY`: the library file name holding the scenario whose library-source key is KEY.
  case scenarios
  /// `runs/KEY.jsonl`: the events of a transcript run that finished cleanly.
  case runs
  /// `checks/KEY.txt`: what the compiler said when type-checking a block.
  case checks
  /// `plans/KEY.txt`: the swift-frontend arguments swiftc plans for a module (``FrontendCommand``).
  case plans
  /// `costs/KEY.txt`: the last known seconds of a shard unit (``ShardPlan``), KEY from its id.
  case costs
  /// `facts/KEY.txt`: what folio learnt of a file while it is unchanged, such as an engine
  /// file's SHA-256 (``BuildCache/fact(_:of:settled:learn:)``), KEY from the fact, the
  /// path and its ``FileStamp``.
  case facts
  /// `totals/KEY.txt`: what the cache held, and the bound it was held to, after its last
  /// check against its bound (``BoundCheckMemo``), KEY a constant.
  case totals

  /// The kind an entry's seal names (``EntrySeal``): the singular, as folio has always
  /// sealed its entries (a library has no seal; its name is its digest).
  var sealName: String {
    switch self {
    case .libraries: "library"
    case .scenarios: "scenario"
    case .runs: "run"
    case .checks: "check"
    case .plans: "plan"
    case .costs: "cost"
    case .facts: "fact"
    case .totals: "total"
    }
  }

  /// What an entry's file name ends with after its key or digest.
  var suffix: String {
    switch self {
    case .libraries: ".so"
    case .scenarios: ""
    case .runs: ".jsonl"
    case .checks, .plans, .costs, .facts, .totals: ".txt"
    }
  }

  /// The path inside the cache of the entry keyed `key` (a library's key is its digest).
  func path(_ key: String) -> String { rawValue + "/" + key + suffix }
}
