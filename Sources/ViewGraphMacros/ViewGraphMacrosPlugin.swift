import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands the engine's macros (`#Preview`, `@Previewable`,
/// `@Entry`): built with the engine and passed to every scenario compile with
/// `-load-plugin-executable` (``EngineLocation/pluginFlags`` in FolioToolchain).
@main struct ViewGraphMacrosPlugin: CompilerPlugin {
  /// The macros this plugin expands, by the type names `#externalMacro` gives.
  let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
