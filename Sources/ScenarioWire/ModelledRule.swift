/// A rule of the engine tagged **modelled** in `Sources/ViewGraph/README.md`: a choice
/// where public evidence about SwiftUI is silent. Each has a stable identifier (its raw
/// value, never renamed), the README section that explains it, and a one-line summary.
///
/// The engine records which of them a step's updates relied on (``UpdateTrace``), so a
/// book can say which of its outputs rest on a choice rather than on evidence, and
/// `folio test --strict-evidence` can refuse them.
public enum ModelledRule: String, Codable, CaseIterable, Sendable {
  /// Closures compare unequal, so a view holding one runs its body whenever its parent does.
  case closuresNeverEqual = "closures-never-equal"
  /// A constant binding compares by its value.
  case constantBindingComparesValue = "constant-binding-compares-value"
  /// `ForEach($items)` element bindings never compare equal.
  case forEachBindingNeverEqual = "foreach-binding-never-equal"
  /// `_printChanges` on a first evaluation lists every dynamic property, of every kind.
  case firstEvaluationListsEveryProperty = "first-evaluation-lists-every-property"
  /// The two renders at launch, fitted to the `onChange` cycle limit seen on devices.
  case twoRendersAtLaunch = "two-renders-at-launch"
  /// A console warning repeated within one update seed prints once.
  case warningOncePerSeed = "warning-once-per-seed"
  /// `Task.yield()` resumes in the next frame.
  case yieldOncePerFrame = "yield-once-per-frame"
  /// When `task(id:)` restarts, the new task starts before the old one sees its cancellation.
  case taskRestartOrder = "task-restart-order"
  /// A presentation's `onDismiss` runs after its content's disappear callbacks.
  case onDismissAfterDisappear = "ondismiss-after-disappear"
  /// A user `DynamicProperty`'s nested properties update before it, each from its parent's value.
  case nestedDynamicPropertyUpdate = "nested-dynamic-property-update"

  /// The README section that explains the rule and its reasoning (its heading).
  public var section: String {
    switch self {
    case .closuresNeverEqual, .constantBindingComparesValue, .forEachBindingNeverEqual,
      .firstEvaluationListsEveryProperty:
      "When a body runs"
    case .twoRendersAtLaunch, .warningOncePerSeed: "The onChange cycle limit"
    case .yieldOncePerFrame, .taskRestartOrder: "Frames, the clock and tasks"
    case .onDismissAfterDisappear: "Presentations, gestures, storage"
    case .nestedDynamicPropertyUpdate: "Identity and lifetime"
    }
  }

  /// The section's anchor as GitHub writes it for the README's heading.
  public var sectionAnchor: String {
    var anchor = ""
    for character in section.lowercased() where character.isLetter || character.isNumber || character == " " {
      anchor.append(character == " " ? "-" : character)
    }
    return anchor
  }

  /// The choice, in one sentence a reader of the book understands.
  public var summary: String {
    switch self {
    case .closuresNeverEqual:
      "a view holding a closure counts as changed whenever its parent runs its body"
    case .constantBindingComparesValue: "a constant binding counts as changed when its value differs"
    case .forEachBindingNeverEqual: "a ForEach element binding always counts as changed"
    case .firstEvaluationListsEveryProperty:
      "_printChanges lists every dynamic property on a view's first evaluation"
    case .twoRendersAtLaunch: "launching renders twice before the first idle update"
    case .warningOncePerSeed: "a warning repeated within one update prints once"
    case .yieldOncePerFrame: "Task.yield() resumes in the next frame"
    case .taskRestartOrder: "a restarted task starts before the old one sees its cancellation"
    case .onDismissAfterDisappear: "onDismiss runs after the presented view's onDisappear"
    case .nestedDynamicPropertyUpdate: "nested dynamic properties update before the one holding them"
    }
  }

  /// Why the engine chose so, and what evidence would settle it (from the README).
  public var reasoning: String {
    switch self {
    case .closuresNeverEqual:
      "A closure that captures anything gets a new context every time a body creates it, so unequal is what a reader sees on a device. Device measurements of views holding non-capturing closures would settle it."
    case .constantBindingComparesValue:
      "OpenSwiftUI's constant location compares its values; no published device output settles it."
    case .forEachBindingNeverEqual:
      "OpenSwiftUI's Binding collection subscript builds each element binding from new closures at every evaluation. Public device measurements of row re-evaluation would settle it."
    case .firstEvaluationListsEveryProperty:
      "The evidence shows one @State listed on a first evaluation; OpenSwiftUI builds the line from a changed flag per dynamic property, and a property installed for a new lifetime has nothing to be unchanged from."
    case .twoRendersAtLaunch:
      "Two renders at launch is the one number fitted to the onChange cycle limit observed on a device (O8)."
    case .warningOncePerSeed:
      "Device output shows one line for two modifiers that both hit the cycle limit in one frame (O7)."
    case .yieldOncePerFrame:
      "On a device the main queue runs other work between turns and frames keep coming; one turn per frame is the deterministic stand-in."
    case .taskRestartOrder:
      "The cancelled sleep resumes off the main actor and hops back behind the new task, as Swift concurrency schedules it."
    case .onDismissAfterDisappear:
      "No published output orders a sheet's onDismiss against its content's onDisappear; the engine runs it after them."
    case .nestedDynamicPropertyUpdate:
      "OpenSwiftUI updates embedded properties first; no device output shows the order."
    }
  }
}
