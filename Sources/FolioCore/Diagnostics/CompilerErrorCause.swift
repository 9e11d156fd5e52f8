/// Whose a compiler error is: the author's code to fix, SwiftUI API the engine does not
/// provide yet, or a framework that does not exist where chapters run. Read from the
/// compiler's message, so an author is never left to decode a type error about a
/// name their code spelled correctly.
enum CompilerErrorCause: Equatable, Sendable {
  /// The error is in the chapter's own code.
  case authorCode
  /// SwiftUI API the engine lacks: `GeometryReader`, or `Color.mint`.
  case missingSwiftUI(String)
  /// A module that scenarios cannot import on Linux: `UIKit`.
  case unavailableModule(String)

  /// The cause of one compiler error message.
  init(message: String) {
    if let module = Self.quoted(in: message, after: "no such module ") {
      self = .unavailableModule(module)
    } else if let name = Self.missingName(message) {
      self = .missingSwiftUI(name)
    } else {
      self = .authorCode
    }
  }

  /// What to do about it.
  var hint: String {
    switch self {
    case .authorCode:
      return
        "the chapter's code does not compile as written: fix it at this line (a scenario's blocks compile together)"
    case .missingSwiftUI(let name):
      return "ViewGraph has no `\(name)` yet: it is SwiftUI API the engine does not provide; write the example "
        + "without it, or mark the block `ignore` to show it unchecked"
    case .unavailableModule(let module):
      return "chapters run on Linux against ViewGraph, without Apple's frameworks: `\(module)` cannot be imported; "
        + "use SwiftUI, Foundation, Combine or Observation"
    }
  }

  /// The SwiftUI name an error says is missing: `cannot find 'X' in scope`, `cannot find
  /// type 'X' in scope`, `value of type 'T' has no member 'x'`, `type 'T' has no member
  /// 'x'`, `module 'SwiftUI' has no member named 'X'`.
  private static func missingName(_ message: String) -> String? {
    if let name = quoted(in: message, after: "cannot find type ") ?? quoted(in: message, after: "cannot find "),
      message.hasSuffix(" in scope"), SwiftUINames.types.contains(name) || SwiftUINames.members.contains(name)
    {
      return name
    }
    if message.hasPrefix("value of type "), let member = quoted(in: message, after: " has no member "),
      SwiftUINames.members.contains(member)
    {
      return "." + member
    }
    if message.hasPrefix("type "), let type = quoted(in: message, after: "type "),
      let member = quoted(in: message, after: " has no member "),
      SwiftUINames.types.contains(type) && SwiftUINames.members.contains(member)
    {
      return type + "." + member
    }
    if message.hasPrefix("module 'SwiftUI' has no member named "),
      let name = quoted(in: message, after: " has no member named ")
    {
      return name
    }
    return nil
  }

  /// The text between single quotes right after `prefix` in `message`.
  private static func quoted(in message: String, after prefix: String) -> String? {
    guard let start = message.range(of: prefix + "'") else { return nil }
    let rest = message[start.upperBound...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }
}
