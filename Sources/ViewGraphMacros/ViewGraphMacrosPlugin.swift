import SwiftCompilerPlugin
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin that expands the engine's macros (`#Preview`, `@Previewable`,
/// `@Entry`): built with the engine and passed to every scenario compile with
/// `-load-plugin-executable` (`EngineLocation.pluginFlags` in FolioToolchain).
@main struct ViewGraphMacrosPlugin: CompilerPlugin {
  /// The macros this plugin expands, by the type names `#externalMacro` gives.
  let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]

  /// Answers swiftc over ``CompilerConnection`` until it is done (`CompilerPlugin`'s
  /// own `main`, with a connection that understands how swiftc 6.3 ends).
  static func main() throws {
    let listener = CompilerPluginMessageListener(connection: try CompilerConnection(), provider: Provider())
    try listener.main()
  }

  /// The plugin's macros, found by their qualified type name for the message handler.
  struct Provider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> Macro.Type {
      let name = moduleName + "." + typeName
      guard let macro = ViewGraphMacrosPlugin().providingMacros.first(where: { String(reflecting: $0) == name }) else {
        throw ConnectionFailure("the engine's plugin has no macro \(name)")
      }
      return macro
    }
  }
}
