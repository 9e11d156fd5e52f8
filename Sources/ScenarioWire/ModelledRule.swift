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
  /// A user `DynamicProperty`'s nested properties update before it.
  case nestedDynamicPropertyUpdate = "nested-dynamic-property-update"
  /// Each `DynamicProperty.update()` starts from the value the parent gave, not from the last update's result.
  case dynamicPropertyUpdateFromParentValue = "dynamic-property-update-from-parent-value"
  /// An environment property changes only when its own key's value (or its own object) does.
  case environmentChangeScope = "environment-change-scope"
  /// Frames are 1/60 s apart, so a clock read after a frame reads a multiple of 1/60 s.
  case sixtyFramesPerSecond = "sixty-frames-per-second"
  /// An action that keeps updating stops at the engine's bounds, with a note.
  case settleBounds = "settle-bounds"
  /// Work a device would run on another thread runs on the main thread, in order.
  case deterministicOrder = "deterministic-order"
  /// A push or pop runs the new top view's `onAppear` before the old one's `onDisappear`.
  case navigationAppearBeforeDisappear = "navigation-appear-before-disappear"
  /// A pushed value's view is identified by its depth and value.
  case navigationPushIdentity = "navigation-push-identity"
  /// The back button shows the previous view's title, however long.
  case backTitleNeverTooLong = "back-title-never-too-long"
  /// Another item in `navigationDestination(item:)` replaces the pushed view; unsetting pops what is above.
  case destinationBindingReplaces = "destination-binding-replaces"
  /// A tab's content is made when it is first selected and kept while hidden.
  case tabContentLifetime = "tab-content-lifetime"
  /// Switching tabs runs the new tab's `onAppear` before the old tab's `onDisappear`.
  case tabAppearBeforeDisappear = "tab-appear-before-disappear"
  /// Preference readers are settled after each update pass and once per render.
  case preferenceDeliveryTiming = "preference-delivery-timing"
  /// A change that invalidates a view counts as animated, so its completion waits for the animation.
  case invalidationCountsAsAnimated = "invalidation-counts-as-animated"
  /// A spring is removed when its motion stays within 0.001 of its target.
  case springSettleTolerance = "spring-settle-tolerance"
  /// A `.removed` completion waits for later animations of views both transactions invalidated.
  case sameViewsByInvalidation = "same-views-by-invalidation"
  /// A nested `withAnimation`'s writes count for the outer one too.
  case nestedAnimationCompletion = "nested-animation-completion"
  /// A `.transaction { }` closure runs once for each update of its view.
  case transactionClosureTiming = "transaction-closure-timing"
  /// A printed view shows the engine's storage and modifiers in SwiftUI's field names.
  case printedViewContents = "printed-view-contents"
  /// `NSLog` prints the message alone.
  case nslogMessageAlone = "nslog-message-alone"
  /// A private type's qualified name prints without its anonymous context.
  case privateTypeNames = "private-type-names"
  /// `_printChanges` names a state read through a binding that is not a field `@dependencies`.
  case bindingReadReportsDependencies = "binding-read-reports-dependencies"
  /// Geometry comes from the engine's small layout model where it differs from SwiftUI's.
  case layoutModel = "layout-model"

  /// The README section that explains the rule and its reasoning (its heading).
  public var section: String {
    switch self {
    case .closuresNeverEqual, .constantBindingComparesValue, .forEachBindingNeverEqual,
      .firstEvaluationListsEveryProperty, .bindingReadReportsDependencies:
      "When a body runs"
    case .twoRendersAtLaunch, .warningOncePerSeed: "The onChange cycle limit"
    case .yieldOncePerFrame, .taskRestartOrder, .sixtyFramesPerSecond, .settleBounds, .deterministicOrder:
      "Frames, the clock and tasks"
    case .onDismissAfterDisappear: "Presentations, gestures, storage"
    case .nestedDynamicPropertyUpdate, .dynamicPropertyUpdateFromParentValue: "Identity and lifetime"
    case .environmentChangeScope: "The environment"
    case .navigationAppearBeforeDisappear, .navigationPushIdentity, .backTitleNeverTooLong,
      .destinationBindingReplaces, .tabContentLifetime, .tabAppearBeforeDisappear, .preferenceDeliveryTiming:
      "Present, with behaviour"
    case .invalidationCountsAsAnimated, .springSettleTolerance, .sameViewsByInvalidation,
      .nestedAnimationCompletion, .transactionClosureTiming:
      "Animations as time"
    case .printedViewContents, .nslogMessageAlone, .privateTypeNames: "Console and screen"
    case .layoutModel: "The layout model"
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
    case .dynamicPropertyUpdateFromParentValue:
      "each DynamicProperty.update() starts from the value the parent gave, not from the last update"
    case .environmentChangeScope:
      "a view's environment property changes only when its own key's value or its own object does"
    case .sixtyFramesPerSecond: "frames are 1/60 s apart, so a clock read after a frame depends on that rate"
    case .settleBounds:
      "an action that keeps updating stops at the engine's bounds (passes per event, frames per action, work per frame), with a note"
    case .deterministicOrder: "work a device runs on another thread runs on the main thread, in order"
    case .navigationAppearBeforeDisappear:
      "a push or pop runs the new top view's onAppear before the old one's onDisappear"
    case .navigationPushIdentity: "a pushed value's view is identified by its depth and value"
    case .backTitleNeverTooLong: "the back button shows the previous view's title however long it is"
    case .destinationBindingReplaces:
      "another item replaces the destination pushed by navigationDestination(item:), and unsetting it pops what is above"
    case .tabContentLifetime: "a tab's content is made when it is first selected and kept while hidden"
    case .tabAppearBeforeDisappear: "switching tabs runs the new tab's onAppear before the old tab's onDisappear"
    case .preferenceDeliveryTiming: "preference readers are settled after each update pass and once per render"
    case .invalidationCountsAsAnimated:
      "a change that invalidates a view counts as animated, so its completion waits for the animation"
    case .springSettleTolerance: "a spring is removed when its motion stays within 0.001 of its target"
    case .sameViewsByInvalidation:
      "a .removed completion waits for later animations of the views both transactions invalidated"
    case .nestedAnimationCompletion: "a nested withAnimation's writes count for the outer one too"
    case .transactionClosureTiming: "a .transaction { } closure runs once for each update of its view"
    case .printedViewContents: "a printed view shows the engine's storage and modifiers under SwiftUI's field names"
    case .nslogMessageAlone: "NSLog prints the message alone, without a date or process identifiers"
    case .privateTypeNames: "a private type's qualified name prints without its anonymous context"
    case .bindingReadReportsDependencies:
      "_printChanges names a state read through a binding that is not one of the view's fields @dependencies"
    case .layoutModel:
      "a GeometryReader or onGeometryChange value comes from a small layout model that gives every stack child the whole space"
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
      "OpenSwiftUI updates embedded properties first; no device output shows the order. A device log of update() calls in a property nested in another would settle it."
    case .dynamicPropertyUpdateFromParentValue:
      "SwiftUI's update() mutates the view value it is about to read, which the parent made anew; whether a mutation survives to the next update is not published. A device log of an update() that counts its calls would settle it."
    case .environmentChangeScope:
      "OpenSwiftUI's environment property box compares only its own key's value, and an environment object property only its object. Device _printChanges logs of a view whose unread @Environment key is unchanged while another key changes would settle it."
    case .sixtyFramesPerSecond:
      "Devices draw 60 to 120 frames a second, and the work of a frame takes time the engine does not model. Nothing settles it: a chapter should not print times that depend on the frame rate."
    case .settleBounds:
      "A device never stops an action that keeps updating; the engine must, to end, and the note says where it stopped. Nothing settles it: a chapter should not show an update that never settles."
    case .deterministicOrder:
      "On a device a global or background queue runs on another thread, so its output interleaves with the main thread's by timing. Nothing settles it; the engine picks the order of submission."
    case .navigationAppearBeforeDisappear:
      "Published lifecycle articles show the covered view disappearing, not the order against the new view's onAppear. A device log of a push and a pop with both callbacks printing would settle it."
    case .navigationPushIdentity:
      "A pushed view's identity is not documented; depth and value give a replaced path element a new lifetime. A device log of state kept or reset when a path element is replaced would settle it."
    case .backTitleNeverTooLong:
      "The HIG shows the previous title or Back; when iOS falls back to Back depends on the bar's width and fonts. Device screenshots of long titles would settle it."
    case .destinationBindingReplaces:
      "Apple documents pushing while the binding is set and popping resetting it, not another item or views above. A device log of a second item set while the first is pushed would settle it."
    case .tabContentLifetime:
      "Public answers describe tab content made when first shown and kept; Apple documents neither. A device log of onAppear and @State across tab switches would settle it."
    case .tabAppearBeforeDisappear:
      "No published output orders the callbacks of two tabs in one switch. A device log of both printing would settle it."
    case .preferenceDeliveryTiming:
      "Apple documents how values combine, not when onPreferenceChange runs against onChange and onAppear. A device log with all three printing would settle it."
    case .invalidationCountsAsAnimated:
      "The engine does not know which property changes animate, so a change to text counts as animated where a device would complete sooner. A device log of a completion after a non-animatable change would settle it."
    case .springSettleTolerance:
      "SwiftUI's spring stops by a tolerance that depends on the animated value; 0.001 is the epsilon of Apple's Spring(settlingDuration:dampingRatio:). A device timing of a .removed completion would settle it."
    case .sameViewsByInvalidation:
      "Apple's .removed waits for the animations the transaction created; which later animations count is not published. Device timings of interrupting animations would settle it."
    case .nestedAnimationCompletion:
      "SwiftUI updates a view once, with one transaction, for all the writes that reached it; the outer completion's wait for inner writes is not published. A device log of nested completions would settle it."
    case .transactionClosureTiming:
      "Apple documents that the closure changes the transaction of updates below, not how often it runs. A device log of a printing .transaction closure would settle it."
    case .printedViewContents:
      "Published iOS output shows Text's field names; the storage case and modifier contents are SwiftUI internals that differ by version. Device output of print for each view would settle it."
    case .nslogMessageAlone:
      "Xcode's console shows NSLog's message alone by default; the device's log also has a date and process identifiers, which change every run."
    case .privateTypeNames:
      "Swift writes a private type's name with an anonymous context whose address changes every run; the engine writes it as a module-level type's. Nothing settles it: the address is different on every run."
    case .bindingReadReportsDependencies:
      "Published logs name a @Binding field by its name; a binding inside another value has no field name to show. A device _printChanges log of a view reading a binding kept in a struct would settle it."
    case .layoutModel:
      "SwiftUI sizes views from their content (text metrics, stack distribution, bars, row insets), which the engine does not model; its numbers match SwiftUI's only for a reader at the root or in fixed frames. A layout model measured against devices would settle it."
    }
  }
}
