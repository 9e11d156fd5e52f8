import ScenarioWire

/// A line of a transcript that the scenario must print, with its Markdown line.
struct ExpectedLine: Equatable, Sendable {
  /// The expected text.
  var text: String
  /// The 1-based line in the chapter.
  var line: Int
  /// Whether the line is `...` (trailing white space aside), which matches any number
  /// of lines of its step; an escaped `\...` is not.
  var isWildcard: Bool

  /// Creates an expected line; a `literal` one (an escaped line) is output as it is,
  /// never a wildcard.
  init(_ text: String, line: Int, literal: Bool = false) {
    self.text = text
    self.line = line
    self.isWildcard = !literal && text.droppingTrailingWhitespace == "..."
  }
}

/// One action of a transcript and the output it must cause.
public struct TranscriptStep: Equatable, Sendable {
  /// What the reader does.
  var action: ScenarioAction
  /// The action line exactly as written in the chapter (`> tap "change"`), kept byte for
  /// byte so `--update` and diffs reproduce it.
  public var source: String
  /// The 1-based line of the action in the chapter.
  public var line: Int
  /// The output expected after this action, until the next one.
  var expected: [ExpectedLine]

  /// Creates a step.
  init(action: ScenarioAction, source: String, line: Int, expected: [ExpectedLine] = []) {
    self.action = action
    self.source = source
    self.line = line
    self.expected = expected
  }
}

/// What kind of exercise a transcript is (`exercise=KIND` on its info string).
public enum TranscriptExercise: String, CaseIterable, Equatable, Sendable {
  /// `exercise=predict`: the reader sees the code and the actions, predicts the output,
  /// and reveals the real one when ready; the site hides it until asked, print shows it.
  case predict
}

/// A `transcript scenario=NAME` block: a fresh mount of the scenario, the output of
/// the mount, then actions each with the output they must produce; or, for a program,
/// one run and everything it printed.
public struct Transcript: Equatable, Sendable {
  /// The scenario this transcript runs.
  public var scenario: String
  /// Where the block starts (its opening fence).
  public var location: SourceLocation
  /// The block's first content line and last line (`contentLine...` up to before the
  /// closing fence), which `--update` replaces.
  var contentLines: Range<Int>
  /// Output expected while mounting, before the first action.
  var mount: [ExpectedLine]
  /// The actions, in order.
  public var steps: [TranscriptStep]
  /// The block's place in the book.
  public var address: BlockAddress
  /// Whether it runs a program: then it has no steps, and its mount output is all the
  /// program printed.
  public var runsProgram: Bool
  /// `traps="TEXT"`: the program must trap with a runtime message containing TEXT.
  public var expectedTrap: String?
  /// `exercise=KIND`: the transcript is an exercise; checked like any other, drawn with
  /// its output hidden until the reader asks.
  public var exercise: TranscriptExercise?

  /// Creates a transcript.
  init(
    scenario: String, location: SourceLocation, contentLines: Range<Int>,
    mount: [ExpectedLine], steps: [TranscriptStep], address: BlockAddress = BlockAddress(chapter: 0, block: 0),
    runsProgram: Bool = false, expectedTrap: String? = nil, exercise: TranscriptExercise? = nil
  ) {
    self.exercise = exercise
    self.address = address
    self.runsProgram = runsProgram
    self.expectedTrap = expectedTrap
    self.scenario = scenario
    self.location = location
    self.contentLines = contentLines
    self.mount = mount
    self.steps = steps
  }

  /// The actions to send to the scenario process.
  public var actions: [ScenarioAction] { steps.map(\.action) }

  /// The transcript as one sequence of lines, as the comparison sees it: the mount
  /// output, then each action line followed by its output.
  var flattened: [ExpectedLine] {
    mount + steps.flatMap { step in [ExpectedLine(step.source, line: step.line)] + step.expected }
  }
}

extension String {
  /// The line without its trailing white space, as transcripts compare lines.
  var droppingTrailingWhitespace: String {
    var line = Substring(self)
    while let last = line.last, last.isWhitespace { line = line.dropLast() }
    return String(line)
  }
}
