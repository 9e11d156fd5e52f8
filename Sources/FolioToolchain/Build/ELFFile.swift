import FolioCore
import Foundation

/// Just enough of a 64-bit little-endian ELF file (objects, shared libraries) for
/// linking scenario libraries: a section's bytes, and a library's `DT_NEEDED` list.
/// Reads only the headers and the sections asked for, never the whole file.
struct ELFFile {
  private let handle: FileHandle
  private let sections: [(name: String, offset: Int, size: Int)]

  /// Opens `path`; `nil` when it cannot be read or is not a 64-bit little-endian ELF file.
  init?(path: String) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    self.handle = handle
    guard let header = Self.read(handle, at: 0, count: 0x40), header.count == 0x40,
      header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1
    else { return nil }
    let tableOffset = Self.integer(header, 0x28, 8)
    let entrySize = Self.integer(header, 0x3A, 2)
    let count = Self.integer(header, 0x3C, 2)
    let namesIndex = Self.integer(header, 0x3E, 2)
    guard entrySize >= 0x40, namesIndex < count, count < 65_536,
      let table = Self.read(handle, at: tableOffset, count: count * entrySize), table.count == count * entrySize
    else { return nil }
    let raw = (0..<count).map { index in
      (
        name: Self.integer(table, index * entrySize, 4), offset: Self.integer(table, index * entrySize + 0x18, 8),
        size: Self.integer(table, index * entrySize + 0x20, 8)
      )
    }
    guard let names = Self.read(handle, at: raw[namesIndex].offset, count: raw[namesIndex].size) else { return nil }
    sections = raw.map { (Self.string(names, at: $0.name) ?? "", $0.offset, $0.size) }
  }

  /// The bytes of the first section named `name`, if there is one.
  func section(_ name: String) -> [UInt8]? {
    guard let section = sections.first(where: { $0.name == name }) else { return nil }
    return Self.read(handle, at: section.offset, count: section.size)
  }

  /// The sonames a shared library needs (`DT_NEEDED`): `libswiftCore.so`…
  var neededLibraries: [String] {
    guard let dynamic = section(".dynamic"), let strings = section(".dynstr") else { return [] }
    return stride(from: 0, to: dynamic.count - 15, by: 16).compactMap { entry in
      Self.integer(dynamic, entry, 8) == 1 ? Self.string(strings, at: Self.integer(dynamic, entry + 8, 8)) : nil
    }
  }

  /// The NUL-separated strings of a section's bytes.
  static func strings(_ bytes: [UInt8]) -> [String] {
    bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }

  private static func read(_ handle: FileHandle, at offset: Int, count: Int) -> [UInt8]? {
    guard offset >= 0, count >= 0, (try? handle.seek(toOffset: UInt64(offset))) != nil,
      let data = try? handle.read(upToCount: count)
    else { return count == 0 ? [] : nil }
    return [UInt8](data)
  }

  private static func integer(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> Int {
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
