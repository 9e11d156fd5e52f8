import Foundation
import ScenarioWire
import Testing

@testable import ViewGraph

/// A view's own checkbox style, as tutorials write it for iOS, where SwiftUI's
/// `CheckboxToggleStyle` and `.checkbox` are unavailable.
private struct CheckboxToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      configuration.label
    }
  }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  fileprivate static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// What the fourth held-out batch needed: scene storage, keyframe animators, mesh
/// gradients, string badges, shape-style tints, letter spacing on any view, more
/// symbol effect options, popover adaptation, and `Slider`'s other initializers.
/// Each compiles as tutorials write it and shows, or keeps, what it should.
@MainActor
@Suite struct SurfaceFourthBatchTests {
  struct DraftTitle: View {
    @SceneStorage("draft.title") private var title = ""
    var body: some View {
      TextField("Title", text: $title)
    }
  }

  struct DraftPreview: View {
    @SceneStorage("draft.title") private var title = ""
    @AppStorage("draft.title") private var savedTitle = "none"
    var body: some View {
      VStack {
        Text("Draft: \(title)")
        Text("Saved: \(savedTitle)")
        Button("Clear") { title = "" }
      }
    }
  }

  struct Journal: View {
    var body: some View {
      VStack {
        DraftTitle()
        DraftPreview()
      }
    }
  }

  @Test func sceneStorageIsSharedByKeyAndApartFromAppStorage() throws {
    let typed = try screenLines(Journal(), after: .type("Day one", into: "Title"))
    #expect(typed.contains("    Text \"Draft: Day one\""))
    #expect(typed.contains("    Text \"Saved: none\""))
    let cleared = try screenLines(Journal(), after: .type("Day one", into: "Title"), .tap("Clear"))
    #expect(cleared.contains("    Text \"Draft: \""))
  }

  struct OptionalScene: View {
    @SceneStorage("selection") private var selection: String?
    var body: some View {
      Button(selection ?? "Nothing selected") { selection = "Trail" }
    }
  }

  @Test func optionalSceneStorageStartsNilAndKeepsWhatIsWritten() throws {
    #expect(try screenLines(OptionalScene()) == ["Button \"Nothing selected\""])
    #expect(try screenLines(OptionalScene(), after: .tap("Nothing selected")) == ["Button \"Trail\""])
  }

  struct FrogValues {
    var fade = 0.5
    var lift = 0.0
    var spin = Angle.zero
  }

  struct Frog: View {
    @State private var jumps = 0
    var body: some View {
      VStack {
        Text("Frog")
          .keyframeAnimator(initialValue: FrogValues(), trigger: jumps) { content, value in
            content
              .opacity(value.fade)
              .offset(y: value.lift)
              .rotationEffect(value.spin)
          } keyframes: { _ in
            KeyframeTrack(\.fade) {
              LinearKeyframe(1, duration: 0.1)
              SpringKeyframe(0.8, duration: 0.3, spring: .bouncy)
              MoveKeyframe(0.5)
            }
            KeyframeTrack(\.lift) {
              CubicKeyframe(-40, duration: 0.2)
              CubicKeyframe(0, duration: 0.2)
            }
            KeyframeTrack(\.spin) {
              CubicKeyframe(.degrees(15), duration: 0.2)
            }
          }
        Button("Jump \(jumps)") { jumps += 1 }
      }
    }
  }

  @Test func aKeyframeAnimatorShowsItsContentAtTheInitialValue() throws {
    let lines = try screenLines(Frog(), after: .tap("Jump 0"))
    #expect(lines.contains { $0.hasPrefix("  Text \"Frog\"") && $0.contains("[opacity: 0.5]") })
    #expect(lines.contains("  Button \"Jump 1\""))
  }

  @Test func aKeyframeAnimatorViewBuildsItsContentWithTheInitialValue() throws {
    let view = KeyframeAnimator(initialValue: 3.0, trigger: 0) { value in
      Text("Scale \(value, format: .number)")
    } keyframes: { _ in
      KeyframeTrack {
        LinearKeyframe(5.0, duration: 1)
        for step in [4.0, 3.0] { LinearKeyframe(step, duration: 0.5) }
      }
    }
    #expect(try screenLines(view) == ["Text \"Scale 3\""])
  }

  @Test func aTrackKeepsItsKeyframesInOrder() {
    let track = KeyframeTrack(\FrogValues.lift) {
      LinearKeyframe(10, duration: 0.5)
      SpringKeyframe(20, spring: Spring(duration: 0.4, bounce: 0.2))
      MoveKeyframe(30)
    }
    #expect(track.steps.map(\.target) == [10, 20, 30])
    #expect(track.steps.map(\.duration) == [0.5, 0.4, 0])
  }

  @Test func aMeshGradientIsShownByItsColours() throws {
    let mesh = MeshGradient(
      width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .orange, .blue, .purple])
    #expect(try screenLines(mesh) == ["MeshGradient [colors: red orange blue purple]"])
  }

  @Test func aStringBadgeIsShownAndANilOneIsNot() throws {
    let name: String? = nil
    let lines = try screenLines(
      List {
        Text("Inbox").badge("New")
        Text("Drafts").badge(name)
      })
    #expect(lines == ["List", "  Text \"Inbox\" [badge: New]", "  Text \"Drafts\""])
  }

  @Test func aColourTintIsShownAndAGradientTintIsAccepted() throws {
    let lines = try screenLines(
      VStack {
        Gauge(value: 0.4) { Text("Load") }.tint(Gradient(colors: [.blue, .red]))
        Toggle("Wi-Fi", isOn: .constant(true)).tint(.green)
      })
    #expect(!lines.contains { $0.contains("Gauge") && $0.contains("tint") })
    #expect(lines.contains { $0.contains("Toggle \"Wi-Fi\"") && $0.contains("[tint: green]") })
  }

  struct Agreement: View {
    @State private var agreed = false
    var body: some View {
      Toggle("I agree", isOn: $agreed)
        .toggleStyle(.checkbox)
    }
  }

  @Test func aViewsOwnCheckboxStyleIsChosenOverTheMacOSOne() throws {
    #expect(try screenLines(Agreement()).first?.hasPrefix("Toggle \"I agree\"") == true)
  }

  struct Settings: View {
    @State private var size = 1.0
    @State private var volume = 0.5
    var body: some View {
      Form {
        Slider(value: $size, in: 0.8...1.6, step: 0.1) {
          Text("Text size")
        } minimumValueLabel: {
          Image(systemName: "textformat.size.smaller")
        } maximumValueLabel: {
          Image(systemName: "textformat.size.larger")
        }
        Slider(value: $volume, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) {
          Text("Volume")
        }
      }
    }
  }

  @Test func slidersWithSteppedEndLabelsAndLabelsLastShowTheirValues() throws {
    #expect(
      try screenLines(Settings()) == [
        "Form", "  Slider \"Text size\" = 1.0", "  Slider \"Volume\" = 0.5",
      ])
  }

  @Test func textSpacingSymbolOptionsAndPopoverAdaptationChangeNothingShown() throws {
    var sale = AttributedString("Half price")
    sale.underlineStyle = .single
    sale.kern = 1
    let lines = try screenLines(
      VStack {
        Text(sale)
        Text("Spaced").font(.title).tracking(4).kerning(1).baselineOffset(2).fontWidth(.condensed)
        Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, options: .repeat(.continuous))
        Image(systemName: "bell").contentTransition(.symbolEffect(.replace))
        Text("Tip").popover(isPresented: .constant(false)) {
          Text("More").presentationCompactAdaptation(.popover)
        }
      })
    #expect(
      lines == [
        "VStack", "  Text \"Half price\"", "  Text \"Spaced\" [font: title]", "  Image \"wifi\"", "  Image \"bell\"",
        "  Text \"Tip\"",
      ])
  }
}
