/// One transcript after running: what really happened and what went wrong.
public struct TranscriptRun: Equatable, Sendable {
  /// The transcript as written.
  public var transcript: Transcript
  /// What the scenario did (empty when it could not run).
  public var real: RealTranscript
  /// Compile errors, crashes, timeouts and failed actions, at chapter locations.
  public var problems: [FolioError]
  /// The runtime's message, when a program trapped as its transcript's `traps=` said.
  public var trap: String?
  /// What kept Folio from running it (no scenario host, a request it could not write,
  /// a compiler it could not start): not the author's, so never a problem.
  var toolFailure: ToolFailure?
  /// What compiling its scenario (on its first transcript) and running it cost.
  public var timing = CheckTiming()

  /// Creates a run result.
  public init(
    transcript: Transcript, real: RealTranscript, problems: [FolioError], trap: String? = nil,
    toolFailure: ToolFailure? = nil
  ) {
    self.transcript = transcript
    self.real = real
    self.problems = problems
    self.trap = trap
    self.toolFailure = toolFailure
  }

  /// The real output, flattened with the transcript's own action lines.
  public var realLines: [String] { real.flattened(actionLines: transcript.steps.map(\.source)) }
}
