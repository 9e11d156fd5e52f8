import FolioCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Swaps two paths in one step, so there is no moment at which either is missing.
///
/// Linux's `renameat2(…, RENAME_EXCHANGE)` does it; Glibc's Swift module does not
/// export it (it needs `_GNU_SOURCE`), so it is looked up at run time.
enum AtomicExchange {
  private typealias RenameAt2 =
    @convention(c) (
      Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
    ) -> Int32

  private static let renameat2: RenameAt2? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
      return unsafeBitCast(symbol, to: RenameAt2.self)
    #else
      return nil
    #endif
  }()

  /// Exchanges what `first` and `second` name (both must exist).
  ///
  /// - Returns: `false` when the system or the file system cannot exchange; nothing
  ///   moved then, and the caller falls back to two renames.
  static func exchange(_ first: String, _ second: String) -> Bool {
    guard let renameat2 else { return false }
    let currentDirectory: Int32 = -100  // AT_FDCWD
    let renameExchange: UInt32 = 2  // RENAME_EXCHANGE
    return renameat2(currentDirectory, first, currentDirectory, second, renameExchange) == 0
  }
}
