/// How a book is split into shards (`--shard I/N`): by unit, a scenario with all its
/// transcripts (they share one compile) or a standalone block, each weighted by its last
/// known cost, else by its number of checks, and dealt out so the shards finish together.
///
/// The plan is a pure function of the book, the number of shards and the costs, so the
/// N runs of one book with the same costs make the same plan: the parts are disjoint and
/// together hold every check. Its ``digest`` text goes into each shard's results, so
/// `folio merge` refuses shards planned from different costs.
public struct ShardPlan: Equatable, Sendable {
  /// Something a shard checks whole.
  public struct Unit: Equatable, Sendable {
    /// Its name: `PATH#scenario=NAME` for a scenario, `PATH:LINE:COLUMN` for a block,
    /// PATH the chapter's path in its chapters folder (``Chapter/bookPath``), so that a
    /// book named otherwise on another runner has the same units and finds their costs.
    public var id: String
    /// How many checks it holds (a scenario without transcripts is one, its type check).
    public var checks: Int
  }

  /// Each unit's shard, from 1, in book order.
  var assignment: [(unit: Unit, shard: Int)]

  /// Equal when every unit goes to the same shard.
  public static func == (lhs: ShardPlan, rhs: ShardPlan) -> Bool {
    lhs.assignment.map(\.unit) == rhs.assignment.map(\.unit)
      && lhs.assignment.map(\.shard) == rhs.assignment.map(\.shard)
  }

  /// The unit id of scenario `name` of the chapter whose book path is `bookPath`.
  static func unitID(scenario name: String, chapter bookPath: String) -> String { "\(bookPath)#scenario=\(name)" }

  /// The unit id of standalone block `check`: where it starts, in its chapter's book path.
  static func unitID(block check: StandaloneCheck) -> String {
    SourceLocation(path: check.bookPath, line: check.location.line, column: check.location.column).description
  }

  /// Every unit of the book, in book order.
  public static func units(_ chapters: [ExtractedChapter]) -> [Unit] {
    chapters.flatMap { chapter in
      chapter.scenarios.map {
        Unit(id: unitID(scenario: $0.name, chapter: chapter.chapter.bookPath), checks: max(1, $0.transcripts.count))
      } + chapter.checks.map { Unit(id: unitID(block: $0), checks: 1) }
    }
  }

  /// Plans `count` shards of `units`. `costs` are the last known seconds of some units,
  /// by id; a unit without one weighs the known units' mean cost per check times its
  /// checks, or, when no cost is known, its number of checks. Heaviest first, each unit
  /// goes to the lightest shard so far (the lowest-numbered among equals).
  public init(units: [Unit], count: Int, costs: [String: Double] = [:]) {
    let known = units.compactMap { unit in costs[unit.id].map { (unit, max(1, Int(($0 * 1000).rounded()))) } }
    let perCheck: Int? =
      known.isEmpty
      ? nil : max(1, known.map(\.1).reduce(0, +) / max(1, known.map(\.0.checks).reduce(0, +)))
    let weights = units.map { unit -> Int in
      if let cost = costs[unit.id] { return max(1, Int((cost * 1000).rounded())) }
      return unit.checks * (perCheck ?? 1)
    }
    var loads = [Int](repeating: 0, count: max(1, count))
    var shards = [Int](repeating: 1, count: units.count)
    let order = units.indices.sorted { (weights[$1], units[$0].id) < (weights[$0], units[$1].id) }
    for index in order {
      let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) } ?? 0
      loads[lightest] += weights[index]
      shards[index] = lightest + 1
    }
    assignment = units.indices.map { (units[$0], shards[$0]) }
  }

  /// The ids of the units of shard `index`.
  func units(of index: Int) -> Set<String> {
    Set(assignment.filter { $0.shard == index }.map(\.unit.id))
  }

  /// The plan as text, one `shard unit` line per unit in book order: the same text for
  /// the same plan, hashed into each shard's results.
  public var digestText: String {
    assignment.map { "\($0.shard) \($0.unit.id)\n" }.joined()
  }

  /// `chapters` with only the scenarios and standalone blocks of shard `index`; their
  /// diagnostics stay, since they belong to the whole book.
  public func part(_ chapters: [ExtractedChapter], shard index: Int) -> [ExtractedChapter] {
    let kept = units(of: index)
    return chapters.map { chapter in
      var part = chapter
      part.scenarios = chapter.scenarios.filter {
        kept.contains(Self.unitID(scenario: $0.name, chapter: chapter.chapter.bookPath))
      }
      part.checks = chapter.checks.filter { kept.contains(Self.unitID(block: $0)) }
      return part
    }
  }
}
