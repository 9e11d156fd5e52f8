import FolioCore

/// The libraries a Swift object file asks to be linked with (`-lswiftCore`,
/// `-lFoundation`…), read from its `.swift1_autolink_entries` ELF section.
///
/// swiftc's driver runs `swift-autolink-extract` for this; reading the section here
/// saves a process per scenario library, which is much of the cost of linking one.
enum AutolinkEntries {
  /// The linker flags recorded in the object at `path`; empty if it has none or is not
  /// a 64-bit little-endian ELF file.
  static func read(_ path: String) -> [String] {
    ELFFile(path: path)?.section(".swift1_autolink_entries").map(ELFFile.strings) ?? []
  }
}
