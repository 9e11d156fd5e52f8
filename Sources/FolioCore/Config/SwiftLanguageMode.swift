/// The Swift language modes a block can be compiled in (`swiftc -swift-version`).
public enum SwiftLanguageMode: Int, Hashable, Sendable, CaseIterable {
  /// Swift 5: data races are warnings at most.
  case v5 = 5
  /// Swift 6: complete concurrency checking, data races are errors.
  case v6 = 6

  /// The modes as a config or an info string writes them, for hints.
  static let spelled = allCases.map { String($0.rawValue) }.joined(separator: " or ")
}
