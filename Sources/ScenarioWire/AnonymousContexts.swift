/// Removes the anonymous contexts the runtime writes into the qualified name of a
/// private type (`main.(unknown context at $5f21a4c0).Item` becomes `main.Item`).
///
/// The address differs from run to run, so printing it would make output that no
/// transcript can match; and folio compiles a scenario's types file-private when it
/// batches scenarios (see Folio's `FileScopedSource`), which must not change what the
/// scenario prints. Types declared inside functions lose the same noise.
///
/// Folio applies it to every line a scenario process writes (whatever wrote it), and
/// the engine's in-memory console to what it keeps.
public enum AnonymousContexts {
  private static let opening = Array("(unknown context at $".utf8)

  /// `text` without anonymous contexts in it.
  public static func removed(from text: String) -> String {
    let bytes = Array(text.utf8)
    guard bytes.count >= opening.count else { return text }
    var out: [UInt8] = []
    var index = 0
    var changed = false
    while index < bytes.count {
      if let end = contextEnd(in: bytes, at: index) {
        index = end
        changed = true
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return changed ? String(decoding: out, as: UTF8.self) : text
  }

  /// The index after `(unknown context at $HEX).` starting at `start`, if one does.
  private static func contextEnd(in bytes: [UInt8], at start: Int) -> Int? {
    guard bytes[start] == opening[0], start + opening.count < bytes.count,
      Array(bytes[start..<start + opening.count]) == opening
    else { return nil }
    var index = start + opening.count
    let digits = index
    while index < bytes.count,
      (bytes[index] >= 0x30 && bytes[index] <= 0x39) || (bytes[index] >= 0x61 && bytes[index] <= 0x66)
    {
      index += 1
    }
    guard index > digits, index + 1 < bytes.count, bytes[index] == UInt8(ascii: ")"),
      bytes[index + 1] == UInt8(ascii: ".")
    else { return nil }
    return index + 2
  }
}
