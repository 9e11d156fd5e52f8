import Foundation

/// What happened in a run, in order: the engine sends the events of a step as it ends
/// (``ScenarioChannel``), folio adds the output lines it captured, and keeps the
/// whole list for a run it caches.
///
/// `step` 0 is the mount; step `n` is what followed the `n`-th action (1-based).
/// The run cache keeps these as JSON: ``formatVersion`` names their encoding.
public enum ScenarioEvent: Codable, Equatable, Sendable {
  /// A line of output (anything the process wrote to standard output or error, the
  /// engine's warnings included), with who it comes from as the engine marked it.
  /// Folio makes these from the captured bytes; the engine never sends one, and one
  /// on the events channel breaks the protocol.
  case output(step: Int, line: String, kind: OutputKind = .plain)
  /// The action of this step could not be performed (for example no such control):
  /// the kind of mistake, and the engine's sentence saying why and listing what is on
  /// screen.
  case actionFailed(step: Int, failure: ActionFailure)
  /// What the screen showed once this step had settled, for drawing it in the site;
  /// the engine sends it as the step ends, right after the step's marker.
  case screen(step: Int, elements: [ScreenElement])
  /// What the engine did to settle this step (``UpdateTrace``), for the site's timeline
  /// and identity tree and for `--strict-evidence`; the engine sends it as the step
  /// ends, right after the step's marker and before its screen.
  case trace(step: Int, trace: UpdateTrace)
  /// The transcript ran to its end.
  case finished

  /// The version of this type's encoding, part of every cached run's key: raised when
  /// the encoding changes, so that no run cached before is read as if it were new
  /// (2: output lines carry their kind; screen elements their typed kinds and attributes;
  /// 3: the SwiftUI surface's kinds and attributes, a custom shape's or layout's type
  /// name, shapes, gradients and gestures typed; 4: each step's update trace; 5: a failed action's kind).
  public static let formatVersion = 5

  /// The encoder of events, the engine's on the events channel and folio's in the run
  /// cache: keys sorted, so that an event's bytes are the same every run.
  public static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}

/// One element of a screen dump: a primitive view with its content, its visual
/// attributes, and the elements it contains (stacks, lists, sections).
public struct ScreenElement: Codable, Equatable, Sendable {
  /// The primitive: `Text`, `Button`, `VStack`, … as the screen dump prints it.
  public var kind: ScreenElementKind
  /// For a kind that stands for types of the chapter's own (a custom shape, a custom
  /// layout), the type's name: the dump prints it in place of the kind (`Triangle`).
  public var typeName: String?
  /// The primary content: a text, a button title, a field's title, an image name.
  public var label: String?
  /// The current value of a control: a field's text, `on`/`off` for a toggle.
  public var value: String?
  /// Visual modifiers applied to this element, in application order (`font: title`).
  public var attributes: [ScreenAttribute]
  /// The colour a `Color` element shows (its label is the colour's spelling), or the
  /// one a `ColorPicker` holds (its value is the colour's spelling).
  public var color: ScreenColor?
  /// Contained elements, in screen order.
  public var children: [ScreenElement]

  /// Creates a screen element.
  public init(
    kind: ScreenElementKind, typeName: String? = nil, label: String? = nil, value: String? = nil,
    attributes: [ScreenAttribute] = [], color: ScreenColor? = nil, children: [ScreenElement] = []
  ) {
    self.kind = kind
    self.typeName = typeName
    self.label = label
    self.value = value
    self.attributes = attributes
    self.color = color
    self.children = children
  }

  /// What the dump names the element by: the type's name for a custom shape or
  /// layout (``typeName``), else the kind's (`Text`).
  public var name: String { typeName ?? kind.rawValue }

  /// The value a toggle shows: `on` or `off`.
  public static func toggleValue(isOn: Bool) -> String { isOn ? "on" : "off" }
}
