import ScenarioWire

/// `Self._printChanges()` and `Self._logChanges()`: say why the body being evaluated
/// runs (rule 3.4): `Type: @self, @identity, _count changed.` or `Type: unchanged.`
extension View {
  /// Prints, from inside `body`, what changed since the view's last body evaluation.
  public static func _printChanges() {
    MainActor.assumeIsolated {
      guard let runtime = ViewRuntime.current, let node = runtime.evaluatingNode,
        node.view is Self
      else { return }
      runtime.console.writeLine(ChangeReport.line(for: node, typeName: ChangeReport.typeName(Self.self)))
    }
  }

  /// Logs the same line as `_printChanges()` (iOS 17's logging variant).
  public static func _logChanges() { _printChanges() }
}

/// Builds the `_printChanges` line for a node about to evaluate its body.
@MainActor
enum ChangeReport {
  static func line(for node: ViewNode, typeName: String) -> String {
    let (tokens, onlyByUnnamedBinding) = reasons(for: node)
    // A state read through a binding held other than as a field is named
    // `@dependencies`: the modelled choice shows only when nothing else put it there.
    if onlyByUnnamedBinding { node.runtime.trace.use(.bindingReadReportsDependencies) }
    if !node.hasEvaluatedBody {
      // The evidence shows a first evaluation with one `@State`; more, or another kind,
      // is the modelled choice.
      let fields = DynamicPropertyBinder.fields(of: node.view)
      if fields.count > 1 || fields.contains(where: { !"\(type(of: $0.value))".hasPrefix("State<") }) {
        node.runtime.trace.use(.firstEvaluationListsEveryProperty)
      }
    }
    return tokens.isEmpty ? "\(typeName): unchanged." : "\(typeName): \(tokens.joined(separator: ", ")) changed."
  }

  /// Why the body of `node` is about to run, as `_printChanges` names it: `@self`,
  /// `@identity`, changed fields, `@dependencies`; empty when nothing changed.
  static func tokens(for node: ViewNode) -> [String] { reasons(for: node).tokens }

  /// The tokens, and whether `@dependencies` is among them only for states read
  /// through bindings that are not the view's fields.
  private static func reasons(for node: ViewNode) -> (tokens: [String], onlyByUnnamedBinding: Bool) {
    let fields = DynamicPropertyBinder.fields(of: node.view)
    var tokens: [String] = []
    let first = !node.hasEvaluatedBody
    if first || node.selfChanged { tokens.append("@self") }
    if first && !fields.isEmpty { tokens.append("@identity") }
    if first {
      // A new lifetime's properties are all new: each counts as changed (3.4).
      tokens += fields.map(\.name)
    } else {
      var unexplained = node.changedStorages
      for field in fields {
        if field.indices.contains(where: node.changedProperties.contains) {
          tokens.append(field.name)
        } else if let binding = field.value as? BindingProperty, let storage = binding.rootStorage,
          unexplained.remove(ObjectIdentifier(storage)) != nil
        {
          // A binding whose source changed is a changed property of this view.
          tokens.append(field.name)
        }
      }
      if node.dependencyChanged || !unexplained.isEmpty { tokens.append("@dependencies") }
      return (tokens, !node.dependencyChanged && !unexplained.isEmpty)
    }
    return (tokens, false)
  }

  /// The type's name without module prefixes: `Outer.Inner`, `Row<Int>`.
  static func typeName(_ type: Any.Type) -> String {
    let full = TypeNames.qualified(type)
    guard let dot = full.firstIndex(of: ".") else { return full }
    let module = String(full[..<dot])
    // Types declared inside functions or private to a file have anonymous contexts.
    return AnonymousContexts.removed(from: String(full[full.index(after: dot)...]))
      .replacingOccurrences(of: module + ".", with: "")
  }
}
