/// How views and property wrappers print (`print(view)`, `dump(view)`): shaped as
/// SwiftUI's values print, never as the engine's internals.
///
/// **Modelled:** SwiftUI's printed values are known in part: `Text("a")` prints
/// `Text(storage: SwiftUI.Text.Storage.anyTextStorage(…), modifiers: [])` with a
/// storage type of SwiftUI's own, `@State` prints its `_value` and `_location`, a
/// `Binding` its `transaction` (`Transaction(plist: [])`), `location` and `_value`. The engine prints those
/// fields with what it knows (a text's storage is `verbatim`, its modifiers are the
/// attributes the dump shows), and writes every qualified name of its modules as
/// SwiftUI's and Combine's (`SwiftUI.Text`, not `ViewGraph.Text`), as they read on a
/// device. Other views print their stored properties.
enum SwiftUIDescriptions {
  /// How scenario code's `print`, `debugPrint` and `dump` show a value's text: the
  /// engine's modules renamed, recording the modelled choices the text relies on (an
  /// engine value's printed contents; a private type's name without its anonymous
  /// context, which the console removes).
  static func printed(_ text: String) -> String {
    if text.contains("ViewGraph.") || text.contains("CombineSurface.") {
      UpdateTraceRecorder.useFromAnywhere(.printedViewContents)
    }
    if text.contains("(unknown context at $") { UpdateTraceRecorder.useFromAnywhere(.privateTypeNames) }
    return renamingModules(in: text)
  }

  /// `text` with the engine's module names written as the modules scenario code
  /// imports.
  static func renamingModules(in text: String) -> String {
    guard text.contains("ViewGraph.") || text.contains("CombineSurface.") else { return text }
    return text.replacingOccurrences(of: "ViewGraph.", with: "SwiftUI.")
      .replacingOccurrences(of: "CombineSurface.", with: "Combine.")
  }
}

extension Text: CustomReflectable {
  /// How a text's value is kept, as SwiftUI names it.
  enum Storage {
    case verbatim(String)
  }

  /// A styling applied to a text, by the dump's spelling.
  enum Modifier {
    case attribute(String)
  }

  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "storage": Storage.verbatim(content),
        "modifiers": attributes.map { Modifier.attribute($0.description) },
      ],
      displayStyle: .struct)
  }
}

/// The storage a state is connected to, printed by its type as SwiftUI's is.
final class StoredLocation<Value> {}

/// The reference a binding reads and writes through, printed by its type.
final class LocationBox<Value> {}

extension State: CustomReflectable {
  public var customMirror: Mirror {
    let location: StoredLocation<Value>? = link.storage == nil ? nil : StoredLocation()
    let value = MainActor.assumeIsolated { link.storage?.value ?? link.initial }
    return Mirror(self, children: ["_value": value, "_location": location as Any], displayStyle: .struct)
  }
}

extension Binding: CustomReflectable {
  /// The bound value, read without making the body that prints it depend on it (a
  /// printed binding shows the value it carries; printing is not a read).
  private var unrecordedValue: Value {
    MainActor.assumeIsolated {
      let runtime = ViewRuntime.current
      let reader = runtime?.evaluatingNode
      runtime?.evaluatingNode = nil
      defer { runtime?.evaluatingNode = reader }
      return location.get()
    }
  }

  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["transaction": Transaction(), "location": LocationBox<Value>(), "_value": unrecordedValue],
      displayStyle: .struct)
  }
}

extension Transaction: CustomReflectable {
  /// SwiftUI keeps a transaction's values in a property list; the engine prints an
  /// empty one (animations are not modelled).
  public var customMirror: Mirror {
    Mirror(self, children: ["plist": [String]()], displayStyle: .struct)
  }
}
