import ScenarioWire

/// What a reader can do to a control.
enum ControlKind {
  case button(() -> Void)
}

/// A primitive a transcript action can reach (`tap`, `type`, `toggle`, …).
@MainActor
protocol ControlView: PrimitiveView {
  var controlKind: ControlKind { get }
}

extension ScreenElement {
  /// The title a control's label shows: its texts joined by spaces, or its image
  /// names when it shows no text.
  static func title(of elements: [ScreenElement]) -> String {
    let texts = collect(elements, kind: "Text")
    return (texts.isEmpty ? collect(elements, kind: "Image") : texts).joined(separator: " ")
  }

  private static func collect(_ elements: [ScreenElement], kind: String) -> [String] {
    elements.flatMap { element in
      (element.kind == kind ? [element.label ?? ""] : []) + collect(element.children, kind: kind)
    }
  }
}
