/// What the engine did to settle one step, in order, for drawing the step's update
/// timeline and identity tree: the frames it rendered, one lane per view that did
/// something, the marks on them (body evaluations with their `_printChanges` reasons,
/// modifier callbacks, state writes, warnings), the view tree the step left with what
/// it created, kept and destroyed, and the modelled rules the step relied on.
///
/// The engine sends it as the ``ScenarioEvent/trace(step:trace:)`` event; folio checks
/// it (``isWellFormed``) like every other event before it believes it.
public struct UpdateTrace: Codable, Equatable, Sendable {
  /// Frames the step rendered (a mark's frame is below this, or equal to it for work
  /// that ran after the last frame and waits for the next).
  public var frames: Int
  /// The views that have marks, in order of their first mark.
  public var lanes: [TraceLane]
  /// What happened, in the order it happened.
  public var marks: [TraceMark]
  /// Marks left out after ``markLimit`` (a runaway step), so the reader can be told.
  public var omittedMarks: Int
  /// The views (with a body) after the step, pre-order, with the ones the step
  /// destroyed at their former place.
  public var tree: [IdentityNode]
  /// The modelled rules the step's updates relied on, each once, in first-use order.
  public var modelledRules: [ModelledRule]

  /// Marks kept per step: enough for any step a reader follows, bounded for a runaway.
  public static let markLimit = 400
  /// Views kept in a step's tree.
  public static let treeLimit = 200
  /// Frames a step can report: the engine's budget per action is far below it.
  public static let frameLimit = 10_000

  /// Creates a trace.
  public init(
    frames: Int = 0, lanes: [TraceLane] = [], marks: [TraceMark] = [], omittedMarks: Int = 0,
    tree: [IdentityNode] = [], modelledRules: [ModelledRule] = []
  ) {
    self.frames = frames
    self.lanes = lanes
    self.marks = marks
    self.omittedMarks = omittedMarks
    self.tree = tree
    self.modelledRules = modelledRules
  }

  /// Whether the step changed identity: some view of its tree was created or destroyed.
  public var changesIdentity: Bool { tree.contains { $0.change != .kept } }

  /// Whether the trace is one the engine could have written: marks point at lanes and
  /// at frames of the step, the tree's depths nest, and every count is within its limit.
  /// A trace that is not breaks the protocol (``ScenarioChannel/Capture``).
  public var isWellFormed: Bool {
    guard (0...Self.frameLimit).contains(frames), marks.count <= Self.markLimit, omittedMarks >= 0,
      tree.count <= Self.treeLimit, lanes.count <= Self.markLimit,
      Set(modelledRules).count == modelledRules.count
    else { return false }
    guard marks.allSatisfy({ lanes.indices.contains($0.lane) && (0...frames).contains($0.frame) }) else {
      return false
    }
    // Frames only move forward.
    guard zip(marks, marks.dropFirst()).allSatisfy({ $0.frame <= $1.frame }) else { return false }
    var depth = -1
    for node in tree {
      guard node.depth >= 0, node.depth <= depth + 1 else { return false }
      depth = node.depth
    }
    return tree.first.map { $0.depth == 0 } ?? true
  }
}

/// One view of a step's timeline: a lane.
public struct TraceLane: Codable, Equatable, Sendable {
  /// The view's type name as `_printChanges` prints it (`CounterView`).
  public var name: String
  /// The view's identity, as the identity tree shows it (`[1] › if`: the second view of a body, in the `if` branch).
  public var identity: String

  /// Creates a lane.
  public init(name: String, identity: String) {
    self.name = name
    self.identity = identity
  }
}

/// One thing the engine did while settling a step.
public struct TraceMark: Codable, Equatable, Sendable {
  /// The frame it happened in, counted from 0 within the step.
  public var frame: Int
  /// The index of its view in ``UpdateTrace/lanes``.
  public var lane: Int
  /// What happened.
  public var kind: TraceMarkKind
  /// More about it: the `_printChanges` reasons of a body (`@self, _count`), the
  /// property a write changed (`_count`), a warning's text.
  public var detail: String

  /// Creates a mark.
  public init(frame: Int, lane: Int, kind: TraceMarkKind, detail: String = "") {
    self.frame = frame
    self.lane = lane
    self.kind = kind
    self.detail = detail
  }
}

/// The kinds of mark a timeline draws.
public enum TraceMarkKind: String, Codable, CaseIterable, Sendable {
  /// The view's `body` was evaluated.
  case body
  /// A state property of the view was written (a value that differs).
  case stateWrite
  /// An `onChange` action ran.
  case onChange
  /// An `onAppear` action ran.
  case onAppear
  /// An `onDisappear` action ran.
  case onDisappear
  /// A `.task` started.
  case taskStart
  /// A `.task` was cancelled.
  case taskCancel
  /// SwiftUI's console warning fired (the detail is its text).
  case warning

  /// The words a reader reads for it.
  public var words: String {
    switch self {
    case .body: "body evaluated"
    case .stateWrite: "state written"
    case .onChange: "onChange ran"
    case .onAppear: "onAppear ran"
    case .onDisappear: "onDisappear ran"
    case .taskStart: "task started"
    case .taskCancel: "task cancelled"
    case .warning: "SwiftUI warning"
    }
  }
}

/// One view of a step's identity tree.
public struct IdentityNode: Codable, Equatable, Sendable {
  /// Its depth in the tree of views with a body (0 is the root).
  public var depth: Int
  /// The view's type name (`CounterView`).
  public var name: String
  /// Its identity below its parent view: the structural path (`[1] › if`)
  /// or an explicit id (`id 3`); the root's is `root`.
  public var identity: String
  /// What the step did to it.
  public var change: IdentityChange

  /// Creates a node.
  public init(depth: Int, name: String, identity: String, change: IdentityChange) {
    self.depth = depth
    self.name = name
    self.identity = identity
    self.change = change
  }
}

/// What a step did to one identity.
public enum IdentityChange: String, Codable, CaseIterable, Sendable {
  /// A new lifetime began: fresh state.
  case created
  /// The identity lived through the step: its state was kept.
  case kept
  /// The lifetime ended: its state is gone.
  case destroyed
}
