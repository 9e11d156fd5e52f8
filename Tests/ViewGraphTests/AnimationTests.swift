import ScenarioWire
import Testing

@testable import ViewGraph

/// Animations as time: a change made with an animation updates state, bodies and
/// `onChange` exactly as without one, the screen shows the final state, and an
/// animation's completion runs when its duration has passed on the virtual clock.
@MainActor
@Suite struct AnimationTests {
  /// How the change is made.
  enum Style: CaseIterable {
    case plain, withAnimation, withTransaction, implicit
  }

  struct Scale: View {
    let style: Style
    @State private var big = false
    @State private var taps = 0
    var body: some View {
      let _ = print("body big=\(big)")
      VStack {
        Text(big ? "big" : "small")
          .scaleEffect(big ? 2 : 1)
          .animation(style == .implicit ? .easeIn : nil, value: big)
        Button("grow") {
          switch style {
          case .plain, .implicit: big.toggle()
          case .withAnimation: withAnimation(.spring) { big.toggle() }
          case .withTransaction: withTransaction(Transaction(animation: .linear)) { big.toggle() }
          }
          taps += 1
          print("tapped, big=\(big)")
        }
      }
      .onChange(of: big) { print("onChange \(big)") }
    }
  }

  // Evidence (documented): Apple's withAnimation returns "the result of recomputing the
  // view's body with the provided animation"; the model value changes at once, only
  // what is drawn moves (WWDC23 "Explore SwiftUI animation"). Observable output is the
  // same with and without animation.
  @Test(arguments: Style.allCases)
  func animatedChangesPrintAndShowWhatTheSameChangeWithoutAnimationDoes(style: Style) throws {
    let actions: [ScenarioAction] = [.tap("grow"), .screen, .wait(milliseconds: 1_000), .tap("grow")]
    func run(_ style: Style) throws -> [[String]] { try transcript(Scale(style: style), actions: actions) }
    let plain = try run(.plain)
    #expect(plain[1] == ["tapped, big=true", "body big=true", "onChange true"])
    #expect(try run(style) == plain)
  }

  // Evidence (documented): the state change is immediate, so a screen dump taken right
  // after an animated change shows the final state.
  @Test func theScreenShowsTheFinalStateAtOnce() throws {
    #expect(
      try screenLines(Scale(style: .withAnimation), after: .tap("grow")) == [
        "VStack", "  Text \"big\" [scaleEffect: 2]", "  Button \"grow\"",
      ])
  }

  struct Completing: View {
    let animation: Animation?
    var criteria: AnimationCompletionCriteria = .logicallyComplete
    @State var open = false
    var body: some View {
      Button(open ? "close" : "open") {
        withAnimation(animation, completionCriteria: criteria) {
          open.toggle()
        } completion: {
          print("done, open=\(open)")
        }
        print("started")
      }
    }
  }

  // Evidence (documented): the completion runs when the animation completes; a
  // timing curve completes at its duration.
  @Test func aCompletionRunsWhenTheDurationHasPassedOnTheVirtualClock() throws {
    let steps = try transcript(
      Completing(animation: .easeInOut(duration: 0.5)), .tap("open"), .wait(milliseconds: 400),
      .wait(milliseconds: 100))
    #expect(steps == [[], ["started"], [], ["done, open=true"]])
  }

  // Evidence (documented): Apple's `Animation.default` is a spring with a response of
  // 0.55 s; a spring is logically complete after its response (modelled on
  // OpenSwiftUI's spring, which reports logical completion then).
  @Test func theDefaultAnimationCompletesAfterItsResponseOf550Milliseconds() throws {
    let steps = try transcript(
      Completing(animation: .default), .tap("open"), .wait(milliseconds: 533), .wait(milliseconds: 17))
    #expect(steps == [[], ["started"], [], ["done, open=true"]])
  }

  // Evidence (documented): `.removed` waits until the animation is finished and
  // removed. Modelled: a spring is removed when its step response stays within 0.001
  // of the target; a critically damped spring of 0.55 s takes about 0.81 s.
  @Test func aRemovedCompletionWaitsForTheSpringToSettle() throws {
    let steps = try transcript(
      Completing(animation: .default, criteria: .removed), .tap("open"), .wait(milliseconds: 750),
      .wait(milliseconds: 100))
    #expect(steps == [[], ["started"], [], ["done, open=true"]])
  }

  // Evidence (documented): with no animation, nothing is created to wait for, so the
  // completion runs right after the update (OpenSwiftUI's listener fires when the
  // transaction ends with no animation).
  @Test func withoutAnAnimationTheCompletionRunsAfterTheUpdate() throws {
    #expect(try transcript(Completing(animation: nil), .tap("open")) == [[], ["started", "done, open=true"]])
  }

  struct NoChange: View {
    @State private var count = 0
    var body: some View {
      Button("same") {
        withAnimation(.linear(duration: 2)) {
          count = 0
        } completion: {
          print("done")
        }
      }
    }
  }

  // Modelled: a transaction whose writes change no view creates no animation, and its
  // completion runs right after the update.
  @Test func aCompletionOfAChangeThatChangesNoViewRunsAfterTheUpdate() throws {
    #expect(try transcript(NoChange(), .tap("same")) == [[], ["done"]])
  }

  @Test func durationsFollowDelaySpeedAndRepeatCount() {
    #expect(Animation.linear(duration: 1).delay(0.5).timing.logical == 1.5)
    #expect(Animation.linear(duration: 1).speed(2).timing.removed == 0.5)
    #expect(Animation.easeIn(duration: 0.2).repeatCount(3).timing.removed == 0.6000000000000001)
    #expect(Animation.linear.repeatForever().timing.logical == .infinity)
    #expect(Animation.spring(duration: 0.4, bounce: 0.2).timing.logical == 0.4)
    #expect(Animation.linear(duration: 2).logicallyComplete(after: 1).timing == AnimationTiming(logical: 1, removed: 2))
    #expect(Animation.easeInOut.timing.logical == 0.35)
  }

  // Modelled on the step response of a damped spring: more bounce settles later.
  @Test func aBouncierSpringTakesLongerToSettle() {
    let smooth = Animation.smooth.timing.removed
    let bouncy = Animation.bouncy.timing.removed
    #expect(smooth > 0.5 && smooth < bouncy)
    #expect(Animation.spring(response: 0.5, dampingFraction: 0).timing.removed == .infinity)
  }

  struct Repeating: View {
    @State private var on = false
    var body: some View {
      Button(on ? "pulse on" : "pulse") {
        withAnimation(.linear(duration: 0.1).repeatForever()) {
          on.toggle()
        } completion: {
          print("done")
        }
      }
    }
  }

  @Test func aRepeatingForeverAnimationNeverCompletes() throws {
    #expect(try transcript(Repeating(), .tap("pulse"), .wait(milliseconds: 5_000)) == [[], [], []])
  }

  struct Interrupted: View {
    let criteria: AnimationCompletionCriteria
    @State var offset = 0
    var body: some View {
      VStack {
        Text("offset \(offset)")
        Button("first") {
          withAnimation(.linear(duration: 1), completionCriteria: criteria) {
            offset = 1
          } completion: {
            print("first done")
          }
        }
        Button("second") {
          withAnimation(.linear(duration: 1)) {
            offset = 2
          } completion: {
            print("second done")
          }
        }
      }
    }
  }

  // Evidence (documented): a logicallyComplete completion "will fire when the
  // animations from the change that they were registered with logically complete,
  // ignoring the new animations".
  @Test func anInterruptedLogicallyCompleteCompletionFiresAtItsOwnTime() throws {
    let steps = try transcript(
      Interrupted(criteria: .logicallyComplete), .tap("first"), .wait(milliseconds: 500), .tap("second"),
      .wait(milliseconds: 500), .wait(milliseconds: 500))
    #expect(steps == [[], [], [], [], ["first done"], ["second done"]])
  }

  // Evidence (documented): a removed completion "will only fire when all of the
  // created animations are complete". Modelled: a later animation counts when it
  // changes a view the first one changed.
  @Test func anInterruptedRemovedCompletionWaitsForTheLaterAnimation() throws {
    let steps = try transcript(
      Interrupted(criteria: .removed), .tap("first"), .wait(milliseconds: 500), .tap("second"),
      .wait(milliseconds: 500), .wait(milliseconds: 500))
    #expect(steps == [[], [], [], [], [], ["second done", "first done"]])
  }

  struct Nested: View {
    @State var a = 0
    @State var b = 0
    var body: some View {
      VStack {
        Text("a \(a)")
        Text("b \(b)")
        Button("both") {
          withAnimation(.linear(duration: 1)) {
            a += 1
            withAnimation(.linear(duration: 0.25)) {
              b += 1
            } completion: {
              print("inner done")
            }
          } completion: {
            print("outer done")
          }
        }
      }
    }
  }

  // Modelled: each completion waits for its own transaction's animation; the inner
  // one's changes count for the outer one too.
  @Test func nestedAnimationsCompleteEachAtItsOwnDuration() throws {
    let steps = try transcript(Nested(), .tap("both"), .wait(milliseconds: 250), .wait(milliseconds: 750))
    #expect(steps == [[], [], ["inner done"], ["outer done"]])
  }

  struct TransactionReader: View {
    @State var flag = false
    let disables: Bool
    var body: some View {
      VStack {
        Text(flag ? "on" : "off")
          .transaction { print("text sees \($0.animation.map { "\($0)" } ?? "no animation")") }
          .animation(.easeIn(duration: 0.2), value: flag)
        Button("flip") {
          var transaction = Transaction(animation: .linear(duration: 1))
          transaction.disablesAnimations = disables
          withTransaction(transaction) { flag.toggle() }
        }
      }
      .transaction { print("stack sees \($0.animation.map { "\($0)" } ?? "no animation")") }
    }
  }

  // Evidence (documented): `.animation(_:value:)` sets the animation of the transaction
  // below it when its value changes; `disablesAnimations` keeps it out.
  @Test func aTransactionClosureSeesTheAnimationOfTheUpdate() throws {
    let steps = try transcript(TransactionReader(disables: false), .tap("flip"))
    #expect(steps[1] == ["stack sees linear(duration: 1.0)", "text sees easeIn(duration: 0.2)"])
  }

  @Test func disablesAnimationsKeepsImplicitAnimationsOut() throws {
    let steps = try transcript(TransactionReader(disables: true), .tap("flip"))
    #expect(steps[1] == ["stack sees linear(duration: 1.0)", "text sees linear(duration: 1.0)"])
  }

  struct Blocker: View {
    @State private var flag = false
    var body: some View {
      Text(flag ? "on" : "off")
        .transaction { print("inner sees \($0.animation == nil ? "none" : "some")") }
        .transaction { $0.animation = nil }
      Button("flip") { withAnimation { flag.toggle() } }
    }
  }

  @Test func aTransactionModifierChangesWhatTheViewsBelowItSee() throws {
    let steps = try transcript(Blocker(), .tap("flip"))
    #expect(steps[1] == ["inner sees none"])
  }
}
