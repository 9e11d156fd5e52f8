/// What follows every update pass that evaluated views: preference readers are
/// settled (SwiftUI updates them in the transaction, as `onChange`), and the pass's
/// transaction is spent.
extension ViewRuntime {
  func updatePassDidEnd() {
    settlePreferenceReaders()
    animationClock.passDidEnd()
  }
}
