/// The text form of a screen, as the `screen` action prints it:
///
/// ```
/// VStack
///   Text "3"
///   Button "change"
///   TextField "name" = "Ann"
///   Toggle "Dark" = on [opacity: 0.5]
/// ```
public enum ScreenDump {
  /// Renders elements as the indented lines of a screen dump.
  public static func lines(_ elements: [ScreenElement], indent: Int = 0) -> [String] {
    elements.flatMap { element -> [String] in
      [line(element, indent: indent)] + lines(element.children, indent: indent + 1)
    }
  }

  /// One element's own line, without its children.
  public static func line(_ element: ScreenElement, indent: Int = 0) -> String {
    var text = String(repeating: "  ", count: indent) + element.name
    if let label = element.label { text += " " + (bareLabelKinds.contains(element.kind) ? label : quoted(label)) }
    if let value = element.value {
      text += " = " + (bareValueKinds.contains(element.kind) ? value : quoted(value))
    }
    for attribute in element.attributes { text += " [\(attribute)]" }
    return text
  }

  /// Elements whose label is a name, not text: `Color red`.
  static let bareLabelKinds: Set<ScreenElementKind> = [.color]
  /// Controls whose value is a number or a state, not text: `Toggle "Dark" = on`,
  /// `Stepper "Count" = 3`, `Slider "Volume" = 0.5`, `ProgressView = 0.5`.
  static let bareValueKinds: Set<ScreenElementKind> = [.toggle, .stepper, .slider, .progressView]

  /// Quotes a label the way transcripts name controls: `"Title"`, with `"` and `\`
  /// escaped by a backslash.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      if character == "\"" || character == "\\" { out.append("\\") }
      out.append(character)
    }
    return out + "\""
  }
}
