import ScenarioWire
import Testing

@testable import ViewGraph

/// `Binding.animation(_:)` and `Binding.transaction(_:)`: a write through such a
/// binding is the write made inside `withTransaction`, so the update is the same
/// (writes, bodies, `onChange`) and carries the binding's transaction.
///
/// Evidence (documented): Apple's `Binding.animation(_:)` "Specifies an animation to
/// perform when the binding value changes" and returns "A new binding";
/// `Binding.transaction(_:)` "Specifies a transaction for the binding".
@MainActor
@Suite struct BindingTransactionTests {
  /// How the toggle's binding is made.
  enum Style: CaseIterable {
    case plain, animation, transaction
  }

  struct Switch: View {
    let style: Style
    @State var on = false
    var body: some View {
      let _ = print("body on=\(on)")
      VStack {
        Toggle("Power", isOn: binding)
        Text(on ? "on" : "off")
          .transaction { print("text sees \($0.animation.map { "\($0)" } ?? "no animation")") }
      }
      .onChange(of: on) { print("onChange \(on)") }
    }

    var binding: Binding<Bool> {
      switch style {
      case .plain: $on
      case .animation: $on.animation(.easeIn(duration: 0.2))
      case .transaction: $on.transaction(Transaction(animation: .linear(duration: 1)))
      }
    }
  }

  /// A transcript's lines without what the `.transaction` closure saw.
  func withoutTransactions(_ steps: [[String]]) -> [[String]] {
    steps.map { $0.filter { !$0.hasPrefix("text sees") } }
  }

  @Test(arguments: Style.allCases)
  func aWriteThroughAnAnimatedBindingChangesStateAndBodiesAsAPlainWrite(style: Style) throws {
    let actions: [ScenarioAction] = [.toggle("Power"), .screen, .toggle("Power")]
    let plain = try transcript(Switch(style: .plain), actions: actions)
    #expect(withoutTransactions(plain)[1] == ["body on=true", "onChange true"])
    #expect(withoutTransactions(try transcript(Switch(style: style), actions: actions)) == withoutTransactions(plain))
  }

  @Test func aWriteThroughABindingsAnimationCarriesThatAnimation() throws {
    #expect(try transcript(Switch(style: .animation), .toggle("Power"))[1].contains("text sees easeIn(duration: 0.2)"))
    #expect(try transcript(Switch(style: .plain), .toggle("Power"))[1].contains("text sees no animation"))
  }

  @Test func aWriteThroughABindingsTransactionCarriesThatTransaction() throws {
    #expect(
      try transcript(Switch(style: .transaction), .toggle("Power"))[1].contains("text sees linear(duration: 1.0)"))
  }

  struct Completing: View {
    @State var on = false
    var binding: Binding<Bool> {
      var transaction = Transaction(animation: .linear(duration: 0.5))
      transaction.addAnimationCompletion { print("done") }
      return $on.transaction(transaction)
    }
    var body: some View {
      Toggle("Power", isOn: binding)
      Text(on ? "on" : "off")
    }
  }

  @Test func aBindingsTransactionCompletionRunsWhenItsAnimationCompletes() throws {
    let steps = try transcript(
      Completing(), .toggle("Power"), .wait(milliseconds: 400), .wait(milliseconds: 100))
    #expect(steps == [[], [], [], ["done"]])
  }

  struct Child: View {
    @Binding var on: Bool
    var body: some View {
      let _ = print("child body")
      Toggle("Child", isOn: $on)
    }
  }

  struct Parent: View {
    @State var on = false
    @State var other = 0
    var body: some View {
      Button("other") { other += 1 }
      Text("\(other)")
      Child(on: $on.animation())
    }
  }

  @Test func aBindingWithAnAnimationIsTheSameInputAsTheBindingItWraps() throws {
    #expect(try transcript(Parent(), .tap("other"))[1] == [])
  }

  @Test func theTransactionPropertyIsTheOneGivenAndEmptyOtherwise() {
    let binding = Binding.constant(1)
    #expect(binding.transaction.animation == nil)
    #expect(binding.animation(.linear).transaction.animation != nil)
    var changed = binding
    changed.transaction = Transaction(animation: .easeIn)
    #expect(changed.transaction.animation != nil)
    #expect(changed.wrappedValue == 1)
  }
}
