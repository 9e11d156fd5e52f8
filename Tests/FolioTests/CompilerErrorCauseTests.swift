import Testing

@testable import FolioCore

/// A compiler error's hint says whose it is: SwiftUI API the engine lacks and Apple-only
/// frameworks are named plainly, everything else is the chapter's own code to fix.
@Suite struct CompilerErrorCauseTests {
  @Test(arguments: [
    ("cannot find 'GeometryReader' in scope", "GeometryReader"),
    ("cannot find type 'GeometryProxy' in scope", "GeometryProxy"),
    ("value of type 'Text' has no member 'navigationBarTitle'", ".navigationBarTitle"),
    ("value of type 'some View' has no member 'scrollTargetBehavior'", ".scrollTargetBehavior"),
    ("type 'Color' has no member 'mint'", "Color.mint"),
    ("module 'SwiftUI' has no member named 'Table'", "Table"),
  ])
  func swiftUINamesTheEngineLacksAreNamed(message: String, name: String) {
    #expect(CompilerErrorCause(message: message) == .missingSwiftUI(name))
    #expect(CompilerErrorCause(message: message).hint.hasPrefix("ViewGraph has no `\(name)` yet"))
  }

  @Test(arguments: [
    "cannot find 'counter' in scope",
    "cannot find type 'ContentView' in scope",
    "value of type 'Model' has no member 'count'",
    "type 'Color' has no member 'redd'",
    "type 'Model' has no member 'mint'",
    "cannot convert value of type 'Int' to expected argument type 'String'",
    "expressions are not allowed at the top level",
  ])
  func everythingElseIsTheAuthorsCode(message: String) {
    #expect(CompilerErrorCause(message: message) == .authorCode)
    #expect(CompilerErrorCause(message: message).hint.contains("fix it at this line"))
  }

  @Test func appleOnlyFrameworksAreNamed() {
    #expect(CompilerErrorCause(message: "no such module 'UIKit'") == .unavailableModule("UIKit"))
    #expect(CompilerErrorCause(message: "no such module 'UIKit'").hint.contains("`UIKit` cannot be imported"))
  }

  @Test func aCompileErrorAlwaysHasAHint() {
    let error = FolioError.compileError(SourceLocation(path: "c.md", line: 3), message: "cannot find 'x' in scope")
    #expect(Diagnostic(error).rendered.contains("hint: "))
  }
}
