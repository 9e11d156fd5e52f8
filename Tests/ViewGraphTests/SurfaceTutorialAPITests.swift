import Foundation
import ScenarioWire
import Testing

@testable import ViewGraph

/// APIs public tutorials use that no corpus view had needed yet, found by probing
/// (issue 19): the device's environment, the inspector, errors in alerts, a tap's
/// location, control groups, phase animators as views, scroll positions, uneven
/// corners, layout values, iOS 18 tabs and search. Each compiles as tutorials write
/// it and shows, or keeps, what it should.
@MainActor
@Suite struct SurfaceTutorialAPITests {
  struct Device: View {
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.isSearching) private var isSearching
    @Environment(\.isPresented) private var isPresented
    var body: some View {
      VStack {
        Text(verticalSizeClass == .regular ? "regular" : "compact")
        Text("@\(Int(displayScale))x")
        Text(layoutDirection == .leftToRight ? "ltr" : "rtl")
        Text("\(calendar.identifier == .gregorian) \(timeZone.secondsFromGMT())")
        Text("searching \(isSearching) presented \(isPresented)")
      }
    }
  }

  @Test func theDeviceEnvironmentDescribesAnIPhoneInPortraitInUTC() throws {
    let lines = try screenLines(Device())
    #expect(
      lines == [
        "VStack", "  Text \"regular\"", "  Text \"@3x\"", "  Text \"ltr\"", "  Text \"true 0\"",
        "  Text \"searching false presented false\"",
      ])
  }

  struct Presenter: View {
    @State private var showing = false
    var body: some View {
      Button("Open") { showing = true }
        .sheet(isPresented: $showing) { Device() }
    }
  }

  @Test func aViewInASheetIsPresented() throws {
    let lines = try screenLines(Presenter(), after: .tap("Open"))
    #expect(lines.contains { $0.contains("presented true") })
  }

  struct Notes: View {
    @State private var showInspector = false
    var body: some View {
      Button("Info") { showInspector = true }
        .inspector(isPresented: $showInspector) {
          Text("Details").inspectorColumnWidth(min: 200, ideal: 250, max: 300)
        }
    }
  }

  @Test func anInspectorIsASheetOnAPhone() throws {
    #expect(!(try screenLines(Notes())).contains { $0.contains("Details") })
    let lines = try screenLines(Notes(), after: .tap("Info"))
    #expect(lines.contains { $0.contains("Sheet") })
    #expect(lines.contains { $0.contains("Text \"Details\"") })
  }

  struct UploadError: LocalizedError {
    var errorDescription: String? { "Upload failed" }
    var recoverySuggestion: String? { "Check your connection." }
  }

  struct Uploader: View {
    @State private var failed = false
    @State private var error: UploadError?
    var body: some View {
      Button("Upload") {
        error = UploadError()
        failed = true
      }
      .alert(isPresented: $failed, error: error) { _ in
        Button("OK") {}
      } message: { error in
        Text(error.recoverySuggestion ?? "")
      }
    }
  }

  @Test func anErrorAlertIsTitledWithTheErrorsDescription() throws {
    let lines = try screenLines(Uploader(), after: .tap("Upload"))
    #expect(lines.contains { $0.contains("Alert \"Upload failed\"") })
    #expect(lines.contains { $0.contains("Check your connection.") })
    let dismissed = try screenLines(Uploader(), after: .tap("Upload"), .tap("OK"))
    #expect(!dismissed.contains { $0.contains("Alert") })
  }

  struct Dots: View {
    @State private var dots: [CGPoint] = []
    var body: some View {
      Text("Dots: \(dots.count)")
        .onTapGesture { location in dots.append(location) }
    }
  }

  @Test func aTapWithALocationRunsAtTheOrigin() throws {
    #expect(try screenLines(Dots(), after: .tap("Dots: 0")).first?.hasPrefix("Text \"Dots: 1\"") == true)
  }

  struct Formatting: View {
    @State private var bold = 0
    var body: some View {
      ControlGroup {
        Button("Bold \(bold)") { bold += 1 }
        Button("Italic") {}
      }
      .controlGroupStyle(.navigation)
    }
  }

  @Test func aControlGroupShowsItsControls() throws {
    #expect(try screenLines(Formatting(), after: .tap("Bold 0")) == ["Button \"Bold 1\"", "Button \"Italic\""])
  }

  @Test func aPhaseAnimatorViewShowsItsFirstPhase() throws {
    let view = PhaseAnimator([0.25, 1.0], trigger: 0) { phase in
      Text("Pulse").opacity(phase)
    } animation: { _ in
      .easeInOut
    }
    #expect(try screenLines(view) == ["Text \"Pulse\" [opacity: 0.25]"])
  }

  @Test func aScrollPositionRecordsWhatCodeScrolledTo() {
    var position = ScrollPosition(idType: Int.self)
    #expect(position.edge == nil && position.viewID(type: Int.self) == nil)
    position.scrollTo(id: 7)
    #expect(position.viewID(type: Int.self) == 7)
    position.scrollTo(edge: .bottom)
    #expect(position.edge == .bottom && position.viewID(type: Int.self) == nil)
    #expect(!position.isPositionedByUser)
  }

  @Test func unevenCornersAndTheContainerShapeAreShownByName() throws {
    let lines = try screenLines(
      VStack {
        UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12).fill(.orange)
        ContainerRelativeShape().fill(.blue)
        Text("Card").clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 8)))
      })
    #expect(lines[1] == "  UnevenRoundedRectangle [fill: orange]")
    #expect(lines[2] == "  ContainerRelativeShape [fill: blue]")
  }

  struct Rank: LayoutValueKey { static let defaultValue = 1 }

  struct Ranked: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let ranks = subviews.map { $0[Rank.self] }
      let widths = subviews.map { $0.dimensions(in: .unspecified).width }
      let gap = subviews.first?.spacing.distance(to: .zero, along: .horizontal) ?? 0
      return CGSize(width: widths.reduce(0, +) + gap, height: CGFloat(ranks.max() ?? 0))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
  }

  @Test func aLayoutReadsLayoutValuesWithTheirDefaults() throws {
    let layout = Ranked()
    #expect(try screenLines(layout { Text("A").layoutValue(key: Rank.self, value: 3) }).last == "  Text \"A\"")
    #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 8)
  }

  struct Token: Identifiable, Hashable { let id: String }

  struct Store: View {
    @State private var tab = "shop"
    @State private var query = ""
    @State private var tokens: [Token] = []
    var body: some View {
      TabView(selection: $tab) {
        Tab("Shop", systemImage: "bag", value: "shop") { Text("Shop") }
        Tab("Search", systemImage: "magnifyingglass", value: "search", role: .search) {
          Text("Find")
            .searchable(text: $query, tokens: $tokens) { token in Text(token.id) }
        }
      }
      .tabViewStyle(.sidebarAdaptable)
    }
  }

  @Test func aSearchTabIsATabAndTokensKeepTheSearchField() throws {
    let lines = try screenLines(Store(), after: .tap("Search"))
    #expect(lines.contains("    Tab \"Search\" [selected]"))
    #expect(lines.contains { $0.contains("TextField \"Search\"") })
  }
}

/// An optional environment value keeps its key's default until a view sets it.
@MainActor
@Suite struct EnvironmentOptionalDefaultTests {
  @Test func anOptionalKeysDefaultIsReadWhenNothingIsSet() {
    #expect(EnvironmentValues().horizontalSizeClass == .compact)
    var set = EnvironmentValues()
    set.horizontalSizeClass = nil
    #expect(set.horizontalSizeClass == nil)
  }
}
