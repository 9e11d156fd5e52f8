/// One of N parts of a book (`--shard I/N`), counted from 1.
public struct Shard: Hashable, Codable, Sendable, CustomStringConvertible {
  /// Which part, from 1 to ``count``.
  public var index: Int
  /// How many parts the book is split into.
  public var count: Int

  /// Creates a shard; `index` must lie in `1...count`.
  init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `I/N`, as written on the command line.
  public var description: String { "\(index)/\(count)" }

  /// The most parts a book may be split into: far more machines than any CI gives a job.
  static let maximumCount = 1000

  /// Reads `I/N`, or says why it is not a shard, in a sentence for the usage error.
  public static func parse(_ text: String) -> Result<Shard, ShardError> {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = whole(parts[0]), let count = whole(parts[1]) else {
      return .failure(ShardError("--shard takes I/N, two whole numbers such as 1/4 (shard 1 of 4); got '\(text)'"))
    }
    guard count >= 1 else {
      return .failure(ShardError("--shard \(text): N, the number of shards, must be at least 1"))
    }
    guard count <= maximumCount else {
      return .failure(ShardError("--shard \(text): N may be at most \(maximumCount)"))
    }
    guard index >= 1 else {
      return .failure(ShardError("--shard \(text): shards count from 1, so I must be between 1 and \(count)"))
    }
    guard index <= count else {
      return .failure(
        ShardError("--shard \(text): there are only \(count) shards, so I must be between 1 and \(count)"))
    }
    return .success(Shard(index: index, count: count))
  }

  /// A whole number written in ASCII digits alone (no sign, no spaces), if small enough.
  private static func whole(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }
}

/// Why a `--shard` value is not one: a usage error.
public struct ShardError: Error, Equatable, Sendable {
  /// The sentence printed.
  public var message: String

  /// Creates an error.
  init(_ message: String) {
    self.message = message
  }
}
