import Testing

@testable import FolioCore
@testable import FolioPipeline
@testable import FolioSite
@testable import FolioToolchain

/// Making a scenario's declarations file-private so that many share one module.
@Suite struct FileScopedSourceTests {
  @Test func topLevelDeclarationsBecomeFilePrivateOnTheirOwnLines() throws {
    let source = """
      import SwiftUI
      struct Row: View {
        var body: some View { Text("x") }
      }
      @MainActor public final class Model {}
      private let limit = 3
      func helper() -> Int { limit }
      enum Tab { case home }
      typealias Rows = [Row]
      extension View { func card() -> some View { self } }
      extension Row: Equatable {}
      public private(set) var count = 0

      """
    let scoped = try #require(FileScopedSource.make(source))
    #expect(
      scoped == """
        import SwiftUI
        fileprivate struct Row: View {
          var body: some View { Text("x") }
        }
        @MainActor fileprivate  final class Model {}
        fileprivate  let limit = 3
        fileprivate func helper() -> Int { limit }
        fileprivate enum Tab { case home }
        fileprivate typealias Rows = [Row]
        fileprivate extension View { func card() -> some View { self } }
        extension Row: Equatable {}
        fileprivate  private(set) var count = 0

        """)
    #expect(
      scoped.split(separator: "\n", omittingEmptySubsequences: false).count
        == source.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test(arguments: [
    "infix operator <~>\n",
    "precedencegroup Tight { higherThan: AdditionPrecedence }\n",
    "extension Int: Identifiable { public var id: Int { self } }\n",
    "#if DEBUG\nstruct A {}\n#endif\n",
    "@main struct App { static func main() {} }\n",
    "extension View { public func card() -> some View { self } }\n",
    "print(1)\n",
    "struct A {\n",
  ])
  func codeThatReachesBeyondItsFileCompilesAlone(source: String) {
    #expect(FileScopedSource.make(source) == nil)
  }

  @Test func sourceLocationDirectivesStay() throws {
    let source = "#sourceLocation(file: \"c.md#1\", line: 1)\nstruct A {}\n#sourceLocation()\n"
    #expect(
      try #require(FileScopedSource.make(source))
        == "#sourceLocation(file: \"c.md#1\", line: 1)\nfileprivate struct A {}\n#sourceLocation()\n")
  }
}
