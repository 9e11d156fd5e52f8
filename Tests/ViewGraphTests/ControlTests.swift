import ScenarioWire
import Testing

@testable import ViewGraph

/// Rules 6.1 and 6.2: text fields own their text, toggles set their binding, and
/// disabled controls refuse the reader's actions.
@MainActor
@Suite struct ControlTests {
  // MARK: - Text fields (6.1)

  struct DidSetField: View {
    @State var text = ""
    var body: some View {
      TextField("Name", text: $text.didSet { print($0) })
    }
  }

  @Test func rule6_1_O11_didSetBindingPrintsTheWholeTextAfterEachCharacter() throws {
    let steps = try transcript(DidSetField(), .type("abc", into: "Name"))
    #expect(steps == [[], ["a", "ab", "abc"]])
  }

  struct ConditionalField: View {
    @State var text = ""
    var body: some View {
      VStack {
        Text(text)
        TextField("Name", text: $text.conditionSet { $0.count < 5 })
      }
    }
  }

  @Test func rule6_1_O12_textFieldKeepsShowingRejectedText() throws {
    let lines = try screenLines(ConditionalField(), after: .type("abcdefg", into: "Name"))
    #expect(lines == ["VStack", "  Text \"abcd\"", "  TextField \"Name\" = \"abcdefg\""])
  }

  struct BusyParent: View {
    @State var text = ""
    @State var taps = 0
    var body: some View {
      VStack {
        Button("other \(taps)") { taps += 1 }
        TextField("Name", text: $text.conditionSet { $0.count < 2 })
      }
    }
  }

  @Test func rule6_1_parentUpdateWithAnUnchangedBoundValueKeepsTheTypedText() throws {
    let lines = try screenLines(BusyParent(), after: .type("abc", into: "Name"), .tap("other 0"))
    #expect(lines == ["VStack", "  Button \"other 1\"", "  TextField \"Name\" = \"abc\""])
  }

  struct ResettableField: View {
    @State var text = ""
    var body: some View {
      VStack {
        // The body passes `$text` on but never reads `text` (rule 2.2).
        TextField("Name", text: $text)
        Button("reset") { text = "reset" }
        Button("empty") { text = "" }
      }
    }
  }

  @Test func rule6_1_fieldTakesTheBoundValueWhenItChanges() throws {
    let lines = try screenLines(ResettableField(), after: .type("ab", into: "Name"), .tap("reset"))
    #expect(lines[1] == "  TextField \"Name\" = \"reset\"")
  }

  @Test func rule6_1_rejectedTextStaysUntilTheBoundValueChanges() throws {
    struct Capped: View {
      @State var text = ""
      var body: some View {
        VStack {
          TextField("Name", text: $text.conditionSet { $0.count < 2 })
          Button("reset") { text = "x" }
        }
      }
    }
    let runtime = ViewRuntime(Capped())
    runtime.mount()
    try runtime.perform(.type("abc", into: "Name"))
    #expect(ScreenDump.lines(runtime.screen())[1] == "  TextField \"Name\" = \"abc\"")
    try runtime.perform(.tap("reset"))
    #expect(ScreenDump.lines(runtime.screen())[1] == "  TextField \"Name\" = \"x\"")
  }

  struct CountingField: View {
    @State var text = ""
    var body: some View {
      let _ = print("body \(text)")
      TextField("Name", text: $text)
    }
  }

  @Test func rule6_1_typingIsOneUpdatePerCharacter() throws {
    let steps = try transcript(CountingField(), .type("hi", into: "Name"), .clear("Name"))
    #expect(steps == [["body "], ["body h", "body hi"], ["body "]])
  }

  @Test func typeFindsAFieldByItsPrompt() throws {
    struct Prompted: View {
      @State var text = ""
      var body: some View {
        VStack {
          TextField("", text: $text, prompt: Text("Email"))
          SecureField("Password", text: .constant(""))
        }
      }
    }
    let lines = try screenLines(Prompted(), after: .type("a@b", into: "Email"))
    #expect(lines == ["VStack", "  TextField \"Email\" = \"a@b\"", "  SecureField \"Password\" = \"\""])
  }

  // MARK: - Toggles (6.2)

  struct DarkMode: View {
    @State var isDark = false
    var body: some View {
      let _ = print("body \(isDark)")
      Toggle("Dark", isOn: $isDark)
        .onChange(of: isDark) { print("changed to \(isDark)") }
    }
  }

  @Test func rule6_2_toggleFlipsThroughTheBindingAsOneUpdate() throws {
    let runtime = ViewRuntime(DarkMode())
    runtime.mount()
    #expect(runtime.takeOutput() == ["body false"])
    try runtime.perform(.toggle("Dark"))
    #expect(runtime.takeOutput() == ["body true", "changed to true"])
    #expect(ScreenDump.lines(runtime.screen()) == ["Toggle \"Dark\" = on"])
    try runtime.perform(.toggle("Dark"))
    #expect(runtime.takeOutput() == ["body false", "changed to false"])
    #expect(ScreenDump.lines(runtime.screen()) == ["Toggle \"Dark\" = off"])
  }

  @Test func toggleWithAViewLabelIsNamedByItsText() throws {
    struct Labelled: View {
      @State var on = true
      var body: some View {
        Toggle(isOn: $on) { Label("Wi-Fi", systemImage: "wifi") }
      }
    }
    #expect(try screenLines(Labelled(), after: .toggle("Wi-Fi")) == ["Toggle \"Wi-Fi\" = off"])
  }

  // MARK: - Disabled controls

  struct Locked: View {
    @State var text = ""
    @State var on = false
    @State var locked = true
    var body: some View {
      VStack {
        Button("unlock") { locked = false }
        VStack {
          Button("save") { print("saved") }
          TextField("Name", text: $text)
          Toggle("Dark", isOn: $on)
            .disabled(false)  // an inner false cannot re-enable
        }
        .disabled(locked)
      }
    }
  }

  @Test func disabledControlsRefuseActions() throws {
    let runtime = ViewRuntime(Locked())
    runtime.mount()
    #expect(throws: ActionError(.disabled, "Button \"save\" is disabled; it cannot be tapped")) {
      try runtime.perform(.tap("save"))
    }
    #expect(throws: ActionError(.disabled, "TextField \"Name\" is disabled; it cannot be typed into")) {
      try runtime.perform(.type("x", into: "Name"))
    }
    #expect(throws: ActionError(.disabled, "TextField \"Name\" is disabled; it cannot be cleared")) {
      try runtime.perform(.clear("Name"))
    }
    #expect(throws: ActionError(.disabled, "Toggle \"Dark\" is disabled; it cannot be toggled")) {
      try runtime.perform(.toggle("Dark"))
    }
    #expect(runtime.takeOutput() == [])
    try runtime.perform(.tap("unlock"))
    try runtime.perform(.tap("save"))
    try runtime.perform(.toggle("Dark"))
    #expect(runtime.takeOutput() == ["saved"])
    #expect(ScreenDump.lines(runtime.screen()).last == "    Toggle \"Dark\" = on")
  }

  @Test func disabledSetsIsEnabledInTheEnvironment() throws {
    struct Reader: View {
      @Environment(\.isEnabled) var isEnabled
      var body: some View { Text(isEnabled ? "enabled" : "disabled") }
    }
    struct Host: View {
      var body: some View {
        VStack {
          Reader().disabled(true)
          Reader()
          Button("off") {}.environment(\.isEnabled, false)
        }
      }
    }
    let runtime = ViewRuntime(Host())
    runtime.mount()
    #expect(
      ScreenDump.lines(runtime.screen()) == [
        "VStack", "  Text \"disabled\" [disabled]", "  Text \"enabled\"", "  Button \"off\"",
      ])
    #expect(throws: ActionError(.disabled, "Button \"off\" is disabled; it cannot be tapped")) {
      try runtime.perform(.tap("off"))
    }
  }

  @Test func disabledIsShownInTheDump() throws {
    let lines = try screenLines(Locked())
    #expect(lines[2] == "  VStack [disabled]")
  }

  @Test func anActionNamingNoControlListsTheControlsOnScreen() throws {
    let runtime = ViewRuntime(Locked())
    runtime.mount()
    #expect(
      throws: ActionError(
        .noSuchControl,
        "no Toggle \"Light\" on screen; controls on screen: Button \"unlock\", Button \"save\", TextField \"Name\", Toggle \"Dark\""
      )
    ) {
      try runtime.perform(.toggle("Light"))
    }
    #expect(throws: ActionError.self) { try runtime.perform(.type("x", into: "unlock")) }
  }

  // MARK: - Controls no action reaches

  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate
    var id: Self { self }
  }

  struct Pickers: View {
    @State var flavor = Flavor.chocolate
    @State var size = 2
    @State var missing: Int? = 1
    var body: some View {
      VStack {
        Picker("Flavor", selection: $flavor) {
          Text("Vanilla").tag(Flavor.vanilla)
          Text("Chocolate").tag(Flavor.chocolate)
        }
        Picker("Size", selection: $size) {
          ForEach(1..<4) { Text("Size \($0)") }
        }
        Picker("Untyped", selection: $missing) {
          Text("One").tag(1)  // an Int tag never selects an Int?
        }
        Button("small") { size = 1 }
      }
    }
  }

  @Test func pickerShowsTheSelectedOptionsText() throws {
    #expect(
      try screenLines(Pickers()) == [
        "VStack", "  Picker \"Flavor\" = \"Chocolate\"", "  Picker \"Size\" = \"Size 2\"", "  Picker \"Untyped\"",
        "  Button \"small\"",
      ])
    #expect(try screenLines(Pickers(), after: .tap("small"))[2] == "  Picker \"Size\" = \"Size 1\"")
  }

  struct Values: View {
    @State var count = 3
    @State var volume = 0.5
    var body: some View {
      VStack {
        Stepper("Count", value: $count, in: 0...10)
        Stepper("Steps", onIncrement: { count += 1 }, onDecrement: nil)
        Slider(value: $volume)
        Slider(value: $volume, in: 0...1) { Text("Volume") }
        Button("more") {
          count += 1
          volume = 1
        }
      }
    }
  }

  @Test func stepperAndSliderShowTheirBoundValue() throws {
    #expect(
      try screenLines(Values(), after: .tap("more")) == [
        "VStack", "  Stepper \"Count\" = 4", "  Stepper \"Steps\"", "  Slider = 1.0", "  Slider \"Volume\" = 1.0",
        "  Button \"more\"",
      ])
  }
}

extension Binding {
  /// O11: calls `action` with each value set, after setting it.
  func didSet(_ action: @escaping (Value) -> Void) -> Binding<Value> {
    Binding(
      get: { wrappedValue },
      set: { newValue in
        wrappedValue = newValue
        action(newValue)
      })
  }

  /// O12: sets only the values `condition` accepts.
  func conditionSet(_ condition: @escaping (Value) -> Bool) -> Binding<Value> {
    Binding(
      get: { wrappedValue },
      set: { newValue in
        if condition(newValue) { wrappedValue = newValue }
      })
  }
}
