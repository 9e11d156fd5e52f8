/// Declares an entry in an extension of `EnvironmentValues` (or `Transaction`):
/// `@Entry var accent: Color = .blue` makes a private key whose default is the value,
/// and the property reads and writes through it, as SwiftUI's macro does. Expanded by
/// the engine's plugin (ViewGraphMacros).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ViewGraphMacros", type: "EntryMacro")
