import Foundation

/// `folio merge`: the results of the N shards of one book (`--shard I/N`, `--json`) as
/// the results of one run, the same report, JUnit file and exit status an unsharded run
/// gives. Refuses what would not add up to that: results of another book, version,
/// engine or split, a shard missing or given twice, checks missing or repeated.
public enum ResultsMerge {
  /// Why shards cannot be merged: a usage error.
  public struct Refusal: Error, Equatable, Sendable {
    /// What is wrong.
    public var message: String
    /// How to fix it.
    public var hint: String?

    /// Creates a refusal.
    public init(_ message: String, hint: String? = nil) {
      self.message = message
      self.hint = hint
    }
  }

  /// Reads a results file written by `--json`.
  public static func read(_ data: Data, name: String) throws(Refusal) -> BookResults {
    do {
      return try JSONDecoder().decode(BookResults.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      throw Refusal("\(name) is not a \(BookResults.formatName) file: \(context.debugDescription)", hint: hint)
    } catch let DecodingError.keyNotFound(key, _) {
      throw Refusal("\(name) is not a \(BookResults.formatName) file: it has no '\(key.stringValue)'", hint: hint)
    } catch {
      throw Refusal("\(name) is not a \(BookResults.formatName) file", hint: hint)
    }
  }

  private static let hint = "give folio merge the files written by folio test --shard I/N --json PATH"

  /// The shards `parts` (each with the name it was given by, for messages) as one run's
  /// results.
  public static func merge(_ parts: [(name: String, results: BookResults)]) throws(Refusal) -> BookResults {
    guard let (firstName, first) = parts.first else { throw Refusal("no results to merge", hint: hint) }
    for (name, results) in parts where results.shard == nil {
      throw Refusal(
        "\(name) holds the results of a whole book, not of a shard",
        hint: "merge combines the results of folio test --shard I/N runs; a whole book's results need no merging")
    }
    let count = first.shard!.count
    for (name, results) in parts.dropFirst() {
      guard results.book.digest == first.book.digest, results.book.paths == first.book.paths,
        results.diagnostics == first.diagnostics
      else {
        throw Refusal(
          "\(name) and \(firstName) are results of different books (other chapters, or the same given another way)",
          hint: "run every shard on the same commit with the same chapter paths")
      }
      guard results.engine == first.engine else {
        throw Refusal(
          "\(name) and \(firstName) were checked with different compilers or engines",
          hint: "run every shard with the same Swift toolchain and the same build of the engine")
      }
      guard results.shard!.count == count else {
        throw Refusal(
          "\(name) is shard \(results.shard!.index)/\(results.shard!.count) but \(firstName) is shard "
            + "\(first.shard!.index)/\(count): the book was split in different numbers of shards",
          hint: "give every shard the same N in --shard I/N")
      }
      guard results.shard!.plan == first.shard!.plan else {
        throw Refusal(
          "\(name) and \(firstName) split the book differently: their caches held different costs",
          hint: "give every shard the same cache (or none), so each plans the same split")
      }
    }
    var byIndex: [Int: String] = [:]
    for (name, results) in parts {
      let index = results.shard!.index
      if let other = byIndex[index] {
        throw Refusal("shard \(index)/\(count) is given twice: \(other) and \(name)", hint: "give each shard once")
      }
      byIndex[index] = name
    }
    if let missing = (1...count).first(where: { byIndex[$0] == nil }) {
      let absent = (1...count).filter { byIndex[$0] == nil }
      throw Refusal(
        absent.count == 1
          ? "shard \(missing)/\(count) is missing"
          : "shards \(absent.map { "\($0)/\(count)" }.joined(separator: ", ")) are missing",
        hint: "give the results of all \(count) shards")
    }
    var checks: [CheckResult] = []
    var seen: [String: String] = [:]
    for (name, results) in parts {
      for check in results.checks {
        if let other = seen[check.id] {
          throw Refusal(
            "check \(check.id) is in both \(other) and \(name)", hint: "run each shard once, from one split")
        }
        seen[check.id] = name
        checks.append(check)
      }
    }
    guard checks.count == first.book.checks else {
      throw Refusal(
        "the shards hold \(checks.count) checks but the book has \(first.book.checks)",
        hint: "give the results of every shard of one run")
    }
    var toolFailures: [ToolFailure] = []
    for failure in parts.flatMap(\.results.toolFailures) where !toolFailures.contains(failure) {
      toolFailures.append(failure)
    }
    return BookResults(
      book: first.book, engine: first.engine, mergedShards: count, diagnostics: first.diagnostics,
      toolFailures: toolFailures, checks: checks.sorted { $0.location < $1.location },
      seconds: parts.map(\.results.seconds).max() ?? 0)
  }
}
