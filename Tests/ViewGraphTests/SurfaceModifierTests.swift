import ScenarioWire
import Testing

@testable import ViewGraph

/// Modifiers accepted as SwiftUI spells them: accessibility (not shown; Dynamic
/// Type in the environment), gestures (a tap gesture is tappable), text display,
/// scrolling, namespaces and the rest of the surface that changes nothing.
@MainActor
@Suite struct SurfaceModifierTests {
  struct Rating: View {
    @State private var stars = 3
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.sizeCategory) private var category
    var body: some View {
      VStack {
        Text("\(stars) stars")
          .accessibilityElement(children: .ignore)
          .accessibilityLabel("Rating")
          .accessibilityValue("\(stars)")
          .accessibilityHint(Text("Adjust"))
          .accessibilityAddTraits(.isHeader)
          .accessibilityAdjustableAction { direction in if direction == .increment { stars += 1 } }
          .accessibility(hidden: false)
        Text(typeSize.isAccessibilitySize ? "large type" : "regular type")
        Text(category.isAccessibilityCategory ? "large category" : "regular category")
        Text(reduceMotion ? "still" : "moving")
      }
    }
  }

  @Test func accessibilityModifiersAreNotShownAndSettingsHaveDeviceDefaults() throws {
    #expect(
      try screenLines(Rating()) == [
        "VStack", "  Text \"3 stars\"", "  Text \"regular type\"", "  Text \"regular category\"", "  Text \"moving\"",
      ])
  }

  @Test func dynamicTypeSizeIsAnEnvironmentValueBothSpellingsRead() throws {
    let lines = try screenLines(Rating().dynamicTypeSize(.accessibility2))
    #expect(lines[2...3] == ["  Text \"large type\"", "  Text \"large category\""])
    let clamped = try screenLines(
      Rating().dynamicTypeSize(...DynamicTypeSize.xxxLarge).environment(\.sizeCategory, .accessibilityLarge))
    #expect(clamped[2] == "  Text \"regular type\"")
  }

  struct Card: View {
    @State private var zoomed = false
    @GestureState private var dragOffset = CGSize.zero
    var body: some View {
      VStack {
        Text(zoomed ? "zoomed" : "normal")
          .gesture(TapGesture(count: 2).onEnded { zoomed.toggle() })
        Rectangle()
          .offset(dragOffset)
          .gesture(
            DragGesture(minimumDistance: 5)
              .updating($dragOffset) { value, state, _ in state = value.translation }
              .onEnded { _ in print("never") }
          )
          .simultaneousGesture(MagnifyGesture().onChanged { _ in })
        Text("hold").onLongPressGesture(minimumDuration: 1) {
          print("never")
        } onPressingChanged: { _ in
        }
      }
    }
  }

  @Test func aTapGestureIsTappableAndOtherGesturesAreShownAndNeverRun() throws {
    #expect(
      try screenLines(Card(), after: .tap("normal")) == [
        "VStack",
        "  Text \"zoomed\" [onTapGesture: 2]",
        "  Rectangle [offset: x 0 y 0] [gesture: DragGesture] [gesture: MagnifyGesture]",
        "  Text \"hold\"",
      ])
  }

  struct Hero: View {
    @Namespace private var animation
    @State private var ids: [Namespace.ID] = []
    @State private var expanded = false
    var body: some View {
      VStack {
        RoundedRectangle(cornerRadius: expanded ? 24 : 12)
          .matchedGeometryEffect(id: "card", in: animation)
        Text(ids.count == 2 && ids[0] == ids[1] ? "same namespace" : "\(ids.count)")
        Button("record") {
          ids.append(animation)
          expanded.toggle()
        }
      }
    }
  }

  @Test func aNamespaceKeepsItsIDForTheViewsLifetime() throws {
    #expect(try screenLines(Hero(), after: .tap("record"), .tap("record"))[2] == "  Text \"same namespace\"")
  }

  struct Styled: View {
    var body: some View {
      VStack {
        Text("shout").textCase(.uppercase).truncationMode(.middle).minimumScaleFactor(0.5).lineLimit(1...3)
        Image(systemName: "sun.max").symbolRenderingMode(.multicolor).symbolVariant(.fill)
        Text("secret").redacted(reason: .placeholder).privacySensitive()
        TextField("Email", text: .constant("")).textContentType(.emailAddress).autocapitalization(.none)
          .disableAutocorrection(true)
        Text("hidden").hidden()
        Color.red.mask { Circle() }.clipped()
        ScrollView(.horizontal) { Text("page").containerRelativeFrame(.horizontal, count: 1, spacing: 8) }
          .scrollTargetBehavior(.paging).contentMargins(16, for: .scrollContent).scrollDismissesKeyboard(.interactively)
      }
      .fixedSize().layoutPriority(1).allowsHitTesting(true).contentShape(Rectangle())
    }
  }

  @Test func displayModifiersShowWhatAReaderWouldSee() throws {
    #expect(
      try screenLines(Styled()) == [
        "VStack",
        "  Text \"shout\" [textCase: uppercase]",
        "  Image \"sun.max\"",
        "  Text \"secret\" [redacted: placeholder]",
        "  TextField \"Email\" = \"\"",
        "  Text \"hidden\" [hidden]",
        "  Color red [mask: Circle] [clipped]",
        "  ScrollView",
        "    Text \"page\" [containerRelativeFrame: horizontal]",
      ])
  }
}
