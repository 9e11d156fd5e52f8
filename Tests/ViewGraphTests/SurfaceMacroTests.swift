import Foundation
import ScenarioWire
import Testing

/// The engine's macros, compiled as folio compiles a chapter (with the engine's plugin
/// loaded by `-load-plugin-executable`): `#Preview` type-checks its body and declares
/// nothing that runs; `@Entry` declares a real environment or transaction entry.
@Suite(.serialized) struct SurfaceMacroTests {
  static let fixture = Result { try ScenarioExecutable.compile(source, name: "SurfaceMacroFixture") }

  @Test func anEntryHasItsDefaultUntilAnAncestorSetsIt() throws {
    let steps = try Self.fixture.get().transcript("Shelf", .screen)
    #expect(steps[1] == ["VStack", "  Text \"plain -1 library\"", "  Text \"bold 3 reader\""])
  }

  @Test func aTransactionEntrySetByWithTransactionReachesTheTransactionClosure() throws {
    let steps = try Self.fixture.get().transcript("Ticker", .tap("tick 0"))
    #expect(steps[0] == ["urgent false"])
    #expect(steps[1] == ["urgent true"])
  }

  @Test func noPreviewBodyRuns() throws {
    let steps = try Self.fixture.get().transcript("Shelf", .screen)
    #expect(!steps.joined().contains { $0.contains("preview") })
  }

  @Test func aCompileThatExpandsTheMacrosPrintsNothing() throws {
    // swiftc 6.3 ends its conversation with a plugin by an empty message, which
    // swift-syntax 602's own connection would report as corrupt JSON.
    #expect(try ScenarioExecutable.compilerOutput(Self.source, name: "SurfaceMacroQuiet") == "")
  }

  /// A wrong preview or entry does not compile, and its one error says why: a preview's
  /// body is type-checked; `@Entry` names where it belongs and what it needs.
  @Test(arguments: [
    ("#Preview(\"Broken\") {\n  UnknownView()\n}", "cannot find 'UnknownView' in scope"),
    (
      "struct Settings {\n  @Entry var tint: Int = 1\n}",
      "'@Entry' declares an entry in an extension of EnvironmentValues"
    ),
    (
      "extension EnvironmentValues {\n  @Entry var tint: Int\n}",
      "'@Entry' needs a default value: '@Entry var tint: Int = value'"
    ),
  ])
  func aWrongMacroUseDoesNotCompileAndSaysWhy(code: String, error expected: String) throws {
    let source = "import SwiftUI\n\n" + code + "\n" + Self.entryPoint
    #expect {
      try ScenarioExecutable.compile(source, name: "SurfaceMacroWrongUse")
    } throws: { error in
      // One error, at the line: no follow-on error about what the macro did not declare.
      let errors = "\(error)".split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(": error: ") }
      return errors.count == 1 && errors[0].contains(expected)
    }
  }

  static let entryPoint = """
    @main struct Fixture {
      static func main() {}
    }
    """

  static let source = #"""
    import SwiftUI

    extension EnvironmentValues {
      @Entry var shelfStyle: String = "plain"
      @Entry var badgeCount: Int?
      @Entry var shelfOwner = Owner(name: "library")
    }

    final class Owner {
      let name: String
      init(name: String) { self.name = name }
    }

    extension Transaction {
      @Entry var isUrgent: Bool = false
    }

    struct Label: View {
      @Environment(\.shelfStyle) private var style
      @Environment(\.badgeCount) private var badge
      @Environment(\.shelfOwner) private var owner
      var body: some View { Text("\(style) \(badge ?? -1) \(owner.name)") }
    }

    struct Shelf: View {
      var body: some View {
        VStack {
          Label()
          Label().environment(\.shelfStyle, "bold").environment(\.badgeCount, 3)
            .environment(\.shelfOwner, Owner(name: "reader"))
        }
      }
    }

    struct Ticker: View {
      @State private var ticks = 0
      var body: some View {
        Button("tick \(ticks)") {
          withTransaction(\.isUrgent, true) { ticks += 1 }
        }
        .transaction { transaction in print("urgent \(transaction.isUrgent)") }
      }
    }

    #Preview {
      let _ = print("preview ran")
      Shelf()
    }

    #Preview("Ticking", traits: .sizeThatFitsLayout, .landscapeLeft) {
      Ticker()
    }

    #Preview("Toggled") {
      @Previewable @State var on = false
      Toggle("On", isOn: $on)
    }

    @main struct Fixture {
      static func main() {
        switch CommandLine.arguments[1] {
        case "Shelf": _ScenarioProcess.run { Shelf() }
        case "Ticker": _ScenarioProcess.run { Ticker() }
        default: fatalError("no root \(CommandLine.arguments[1])")
        }
      }
    }
    """#
}
