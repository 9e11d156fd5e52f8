import ScenarioWire

/// A headless SwiftUI host: mounts a root view, performs a reader's actions, and
/// records what real SwiftUI would print, in the same order.
///
/// The update loop follows the model in `README.md` ("The update loop"): state writes
/// mark readers dirty; `flush` re-evaluates dirty bodies and queues `onChange`
/// actions; `render` is one frame (seed bump, appear callbacks); an event is
/// `drain` then `render`; mounting is two renders then a drain.
@MainActor
public final class ViewRuntime {
  /// The runtime whose scenario is executing; state and warnings find it here.
  static var current: ViewRuntime?

  /// Everything printed so far that has not been taken.
  public let console = Console()
  let makeRoot: () -> any View
  var rootNode: ViewNode?
  private var creationCounter = 0

  /// Bumped once per render ("update outputs"): the cycle detectors' clock.
  var seed = 0
  /// Depth of body evaluation: writes during it are dropped with a warning.
  var bodyEvaluationDepth = 0
  /// The node whose body is being evaluated: reads are recorded against it.
  var evaluatingNode: ViewNode?
  var dirtyCount = 0
  /// Depth of update passes (flush, mount): values a publisher delivers meanwhile
  /// are queued as actions.
  var updateDepth = 0
  var isUpdating: Bool { updateDepth > 0 }
  /// The root was removed by `unmount`; nothing is mounted again.
  var isUnmounted = false

  /// Actions waiting to run after the current update (FIFO).
  var actionQueue: [() -> Void] = []
  /// `onChange` actions found by the pass in progress, with their node's creation
  /// index, ordered before they join `actionQueue`.
  var passActions: [(order: Int, action: () -> Void)] = []
  /// Nodes created since the last render, not yet told they appeared.
  var unappearedNodes: [ViewNode] = []
  /// Disappear callbacks of nodes removed since the last render.
  var pendingDisappearActions: [() -> Void] = []
  /// Disappear callbacks of views removed with `.transition(.identity)`: they run
  /// before the appear callbacks of the same render (rule 1.4).
  var earlyDisappearActions: [() -> Void] = []
  /// Modelled orders of appear and disappear callbacks that the next outputs rely on
  /// if both kinds run (a push, a pop, a tab switch).
  var pendingOrderRules: [ModelledRule] = []
  /// Tasks cancelled because their view disappeared since the last outputs.
  var tasksCancelledSinceOutputs = 0
  /// Warnings already printed at the current seed.
  private var warningsAtSeed: (seed: Int, messages: Set<String>) = (-1, [])

  /// The virtual clock and the main thread's queue of work.
  let scheduler = Scheduler()
  /// The transaction of the update in progress and the animations running on the clock.
  let animationClock = AnimationClock()
  /// What each step did, for the site's timelines (off unless asked for).
  let trace = UpdateTraceRecorder()
  /// The controls and navigation stacks by what actions call them, kept up to date
  /// by the update pass.
  let actionTargets = ActionTargetIndex()

  /// `onDismiss` callbacks of presentations that ended since the last render.
  var dismissCallbacks: [() -> Void] = []
  /// `@AppStorage` and `@SceneStorage` values, by store and key.
  var keyedStorageByKey: [KeyedStore: [String: StateStorage<Any>]] = [:]
  /// Nodes whose modifiers act on the screen as a whole after each update:
  /// `onPreferenceChange` readers and `preferredColorScheme` (`ScreenWideModifiers`).
  var screenWideNodes: [ViewNode] = []
  /// The colour scheme a `preferredColorScheme` applied to the whole screen, if any.
  var appliedColorScheme: ColorScheme?

  /// Bounds on every loop, so that a scenario always settles.
  public var limits = Limits()

  /// How far the engine goes before it reports that a scenario does not settle.
  public struct Limits: Sendable {
    /// Flush-and-run rounds within one event before the engine gives up.
    public var passesPerEvent = 100
    /// Frames the engine produces after one action while work is still pending
    /// (a task that re-triggers itself runs once per frame until this budget).
    public var framesPerAction = 60
    /// Task jobs and callbacks run within one frame before the engine gives up.
    public var workItemsPerFrame = 10_000
    /// Creates the default limits.
    public init() {}
  }

  /// Creates a runtime for a root view; nothing is evaluated until `mount()`.
  public init<Root: View>(root: @escaping () -> Root) {
    makeRoot = { root() }
  }

  /// Creates a runtime for a root view value.
  public convenience init<Root: View>(_ root: Root) {
    self.init(root: { root })
  }

  func nextCreationIndex() -> Int {
    creationCounter += 1
    return creationCounter
  }

  func noteDirty() { dirtyCount += 1 }

  var hasDirtyNodes: Bool { dirtyCount > 0 }

  /// Runs `body` with this runtime and its console active for engine code and `print`.
  func withActive<T>(_ body: () throws -> T) rethrows -> T {
    let previous = (ViewRuntime.current, Console.active)
    ViewRuntime.current = self
    Console.active = console
    defer { (ViewRuntime.current, Console.active) = previous }
    return try body()
  }

  /// Prints a SwiftUI-style console message, once per message per update seed
  /// (several identical reports within one frame print once, as observed in O7).
  func warn(_ message: String, node: ViewNode? = nil) {
    if warningsAtSeed.seed != seed { warningsAtSeed = (seed, []) }
    guard warningsAtSeed.messages.insert(message).inserted else {
      trace.use(.warningOncePerSeed)
      return
    }
    trace.record(.warning, node: node ?? evaluatingNode, detail: message)
    console.writeLine(message, kind: .swiftUIWarning)
  }

  /// Prints a SwiftUI-style console message from wherever it happens: through the
  /// current runtime, else through the scenario's console, else as `print` would.
  static func warnFromAnywhere(_ message: String) {
    if let runtime = current {
      runtime.warn(message)
    } else if let console = Console.active ?? Console.streaming {
      console.writeLine(message, kind: .swiftUIWarning)
    } else {
      print(message)
    }
  }

  /// The warning SwiftUI prints when `State` is used by a view that is not installed.
  static func warnOutsideView() {
    warnFromAnywhere(
      "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
    )
  }

  /// Takes the output printed since the last call.
  public func takeOutput() -> [String] { console.takeLines() }
}

// MARK: - Reads and writes of state

extension ViewRuntime {
  func noteRead(_ storage: StateStorageBase) {
    if let node = evaluatingNode { storage.noteRead(by: node) }
  }

  /// A state write: equal values do nothing (2.1); writes inside a body are dropped
  /// with SwiftUI's warning (2.4); other writes take effect at once and invalidate
  /// the bodies that read the state, to be re-evaluated at the next flush.
  func write<Value>(_ value: Value, to storage: StateStorage<Value>) {
    if bodyEvaluationDepth > 0 {
      warn("Modifying state during view update, this will cause undefined behavior.")
      return
    }
    if ViewComparison.valuesEqual(storage.value, value) { return }
    storage.value = value
    if trace.isEnabled { trace.record(.stateWrite, node: storage.owner, detail: storage.fieldName) }
    storage.invalidateReaders()
  }
}
