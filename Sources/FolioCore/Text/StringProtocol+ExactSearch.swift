import Foundation

extension StringProtocol {
  /// Whether `text` occurs in the string byte for byte (an empty `text` always does).
  ///
  /// Where Foundation is imported, `contains(_:)` with a string resolves to Foundation's,
  /// which bridges both strings to `NSString` and searches through CoreFoundation: on a
  /// 200-scenario book that took about 8 ms of every build, before the first compile.
  /// Every caller here guards a precise parse of the lines with it, so a byte match is
  /// all it needs: any match Foundation finds is one of these.
  public func containsExactly(_ text: String) -> Bool {
    var needle = text
    return needle.withUTF8 { needle in
      guard needle.count > 0 else { return true }
      let found = utf8.withContiguousStorageIfAvailable { Self.occurs(needle, in: $0) }
      return found ?? Array(utf8).withUnsafeBufferPointer { Self.occurs(needle, in: $0) }
    }
  }

  private static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let start = haystack.baseAddress, let bytes = needle.baseAddress, let first = needle.first,
      haystack.count >= needle.count
    else {
      return false
    }
    // `memmem` is a GNU extension Glibc's Swift module leaves out: `memchr` finds each
    // candidate first byte, `memcmp` compares the rest.
    let last = start + (haystack.count - needle.count)
    var from = start
    while from <= last, let hit = memchr(from, Int32(first), last - from + 1) {
      let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(candidate, bytes, needle.count) == 0 { return true }
      from = candidate + 1
    }
    return false
  }
}
