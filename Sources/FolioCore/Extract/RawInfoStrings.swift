/// A fenced code block's info string as the author typed it on the opening fence line.
///
/// cmark applies Markdown's backslash escapes and entities to info strings, which
/// would turn `expect="say \"hi\""` into `expect="say "hi""`. The chapter format's own
/// quoting (`\"`, `\\`) needs the text before that, so it is read from the source.
struct RawInfoStrings {
  private let lines: [ArraySlice<UInt8>]

  /// Splits `source` into lines the way cmark numbers them (`\n`, `\r\n`, lone `\r`).
  init(source: String) {
    var lines: [ArraySlice<UInt8>] = []
    let bytes = Array(source.utf8)
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
        lines.append(bytes[start..<index])
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
          index += 1
        }
        start = index + 1
      }
      index += 1
    }
    lines.append(bytes[start..<bytes.count])
    self.lines = lines
  }

  /// The raw info string of the fence opening at 1-based `line` and byte `column`, or
  /// `nil` when no fence is there (the caller then keeps cmark's version).
  func info(line: Int, column: Int) -> String? {
    guard line >= 1, line <= lines.count else { return nil }
    let opening = lines[line - 1].dropFirst(max(0, column - 1))
    guard let fence = opening.first, fence == UInt8(ascii: "`") || fence == UInt8(ascii: "~") else { return nil }
    let afterFence = opening.drop { $0 == fence }
    guard opening.count - afterFence.count >= 3 else { return nil }
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    var text = afterFence.drop(while: isBlank)
    while let last = text.last, isBlank(last) { text = text.dropLast() }
    return String(decoding: text, as: UTF8.self)
  }
}
