/// Results as JUnit XML (`--junit`), the shape GitLab, Jenkins and most CI systems read:
/// one `<testsuite>` per chapter file, one `<testcase>` per check (classname the chapter,
/// name the kind of check, its scenario and line, with `file` and `line` attributes),
/// a `<failure>` holding what the report prints for it, an `<error>` for a check Folio
/// could not do. An error that belongs to no check (a malformed block, a book without
/// checks) is a failed test case of its own, and a tool failure that stopped the whole
/// book one of `folio`'s, so the file's counts say what the summary says.
///
/// The schema it keeps to is `Tests/FolioTests/Fixtures/junit/junit.xsd`.
public enum JUnitReport {
  /// The XML document for `results`.
  public static func xml(_ results: BookResults) -> String {
    var cases: [(suite: String, text: String, failed: Bool, error: Bool, seconds: Double)] = []
    for check in results.checks where check.counts {
      cases.append(
        (check.chapter, testcase(check), check.outcome == .failed, check.outcome == .notRun, check.timing.seconds))
    }
    for diagnostic in results.diagnostics where diagnostic.severity == .error {
      let location = diagnostic.location
      let text = element(
        "testcase",
        [
          ("classname", className(location.path)), ("name", "error at line \(location.line): \(diagnostic.message)"),
          ("file", location.path), ("line", "\(location.line)"), ("time", time(0)),
        ],
        body: element(
          "failure", [("message", diagnostic.message), ("type", "error")], body: escape(diagnostic.rendered)))
      cases.append((location.path, text, true, false, 0))
    }
    let stopped = results.groupedToolFailures.filter(\.notRun.isEmpty).map(\.failure)
    for failure in stopped {
      let text = element(
        "testcase", [("classname", "folio"), ("name", "folio could not check the book: \(failure.message)")],
        body: element(
          "error", [("message", failure.message), ("type", "tool-failure")], body: escape(failure.rendered)))
      cases.append(("folio", text, false, true, 0))
    }
    var suiteOrder: [String] = []
    for testcase in cases where !suiteOrder.contains(testcase.suite) { suiteOrder.append(testcase.suite) }
    let suites = suiteOrder.map { name -> String in
      let members = cases.filter { $0.suite == name }
      return element(
        "testsuite",
        [
          ("name", name), ("tests", "\(members.count)"), ("failures", "\(members.count(where: \.failed))"),
          ("errors", "\(members.count(where: \.error))"), ("skipped", "0"),
          ("time", time(members.map(\.seconds).reduce(0, +))),
        ] + (name == "folio" ? [] : [("file", name)]),
        body: members.map(\.text).joined(separator: "\n"))
    }
    let root = element(
      "testsuites",
      [
        ("name", "folio"), ("tests", "\(cases.count)"), ("failures", "\(cases.count(where: \.failed))"),
        ("errors", "\(cases.count(where: \.error))"), ("time", time(results.seconds)),
      ], body: suites.joined(separator: "\n"))
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root + "\n"
  }

  /// One check's test case.
  static func testcase(_ check: CheckResult) -> String {
    var body = ""
    switch check.outcome {
    case .passed: break
    case .failed:
      let message = check.problems.first?.message ?? "failed"
      body = element(
        "failure", [("message", message), ("type", check.kind.rawValue)], body: escape(check.failureText()))
    case .notRun:
      let failure = check.toolFailure ?? ToolFailure("not run")
      body = element("error", [("message", failure.message), ("type", "tool-failure")], body: escape(failure.rendered))
    }
    return element(
      "testcase",
      [
        ("classname", className(check.chapter)), ("name", name(check)), ("file", check.location.path),
        ("line", "\(check.location.line)"), ("time", time(check.timing.seconds)),
      ], body: body)
  }

  /// What the check is, unique in its chapter: `transcript of counter (line 27)`.
  static func name(_ check: CheckResult) -> String {
    let line = "(line \(check.location.line))"
    switch check.kind {
    case .transcript: return "transcript of \(check.scenario ?? "?") \(line)"
    case .swiftBlock: return "swift block \(line)"
    case .compileFail: return "compile-fail block \(line)"
    case .scenarioTypecheck: return "scenario \(check.scenario ?? "?") compiles \(line)"
    }
  }

  /// A chapter's class name: its file name without the folder and `.md` (`01-counter`).
  static func className(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
  }

  /// Seconds as `0.123`.
  static func time(_ seconds: Double) -> String {
    let milliseconds = Int((max(0, seconds) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// `<name a="v">body</name>`, or `<name a="v"/>` without a body; attribute values escaped.
  static func element(_ name: String, _ attributes: [(String, String)], body: String = "") -> String {
    let attributes = attributes.map { " \($0.0)=\"\(escape($0.1, attribute: true))\"" }.joined()
    return body.isEmpty ? "<\(name)\(attributes)/>" : "<\(name)\(attributes)>\(body)</\(name)>"
  }

  /// `text` as XML character data: markup characters as references, and what XML 1.0
  /// cannot hold at all (control characters, U+FFFE, U+FFFF) shown as the report shows
  /// it (``TerminalText``) or replaced; in an attribute, tabs and line breaks as
  /// references so a parser keeps them.
  static func escape(_ text: String, attribute: Bool = false) -> String {
    var escaped = ""
    for scalar in TerminalText.visible(text).unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"" where attribute: escaped += "&quot;"
      case "\n" where attribute: escaped += "&#10;"
      case "\t" where attribute: escaped += "&#9;"
      case "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
