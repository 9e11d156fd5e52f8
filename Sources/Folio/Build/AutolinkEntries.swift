import Foundation

/// The libraries a Swift object file asks to be linked with (`-lswiftCore`,
/// `-lFoundation`…), read from its `.swift1_autolink_entries` ELF section.
///
/// swiftc's driver runs `swift-autolink-extract` for this; reading the section here
/// saves a process per scenario library, which is much of the cost of linking one.
enum AutolinkEntries {
  /// The linker flags recorded in the object at `path`; empty if it has none or is not
  /// a 64-bit little-endian ELF file.
  static func read(_ path: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return entries(in: [UInt8](data))
  }

  /// The flags in an object file's bytes.
  static func entries(in bytes: [UInt8]) -> [String] {
    guard bytes.count > 0x40, bytes[0..<4] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1 else { return [] }
    let sectionTable = integer(bytes, at: 0x28, size: 8)
    let entrySize = integer(bytes, at: 0x3A, size: 2)
    let count = integer(bytes, at: 0x3C, size: 2)
    let namesIndex = integer(bytes, at: 0x3E, size: 2)
    guard entrySize >= 0x40, namesIndex < count, sectionTable + count * entrySize <= bytes.count else { return [] }
    let header = { (index: Int) in sectionTable + index * entrySize }
    let namesOffset = integer(bytes, at: header(namesIndex) + 0x18, size: 8)
    var flags: [String] = []
    for index in 0..<count {
      let nameOffset = namesOffset + integer(bytes, at: header(index), size: 4)
      guard string(bytes, at: nameOffset) == ".swift1_autolink_entries" else { continue }
      let offset = integer(bytes, at: header(index) + 0x18, size: 8)
      let size = integer(bytes, at: header(index) + 0x20, size: 8)
      guard offset + size <= bytes.count else { continue }
      flags += bytes[offset..<offset + size].split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
    return flags
  }

  private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
    guard offset >= 0, offset + size <= bytes.count else { return 0 }
    var value = 0
    for index in (0..<size).reversed() { value = value << 8 | Int(bytes[offset + index]) }
    return value
  }

  private static func string(_ bytes: [UInt8], at offset: Int) -> String? {
    guard offset >= 0, offset < bytes.count else { return nil }
    let end = bytes[offset...].firstIndex(of: 0) ?? bytes.count
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }
}
