import ScenarioWire

extension UpdateTrace {
  /// The part of the trace a page draws: all of it, or for a step that ran more than
  /// `limit` frames (a task that re-triggers itself until the engine stops it), its
  /// first `limit` frames, with how many marks the rest held. A reader sees the pattern
  /// in the first frames; drawing sixty of them would weigh the page down.
  func excerpt(frames limit: Int) -> (drawn: UpdateTrace, leftOut: Int) {
    guard frames > limit else { return (self, 0) }
    var drawn = self
    drawn.marks = marks.filter { $0.frame < limit }
    drawn.frames = limit
    return (drawn, marks.count - drawn.marks.count)
  }
}
