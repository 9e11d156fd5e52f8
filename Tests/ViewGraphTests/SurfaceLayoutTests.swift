import ScenarioWire
import Testing

@testable import ViewGraph

/// `GeometryReader` under the engine's written-down layout model, preferences
/// flowing up to `onPreferenceChange`, `preferredColorScheme` changing every view's
/// colour scheme, and alignment guides that compile.
@MainActor
@Suite struct SurfaceLayoutTests {
  struct Split: View {
    @State private var share = 0.25
    var body: some View {
      VStack {
        GeometryReader { geometry in
          Text("left \(Int(geometry.size.width * share)) of \(Int(geometry.size.width))x\(Int(geometry.size.height))")
        }
        .frame(height: 120)
        Button("wider") { share = 0.5 }
      }
    }
  }

  @Test func geometryReaderGetsTheFrameItIsGivenAndTheScreenWidth() throws {
    #expect(
      try screenLines(Split()) == ["VStack", "  Text \"left 98 of 393x120\" [frame: height 120]", "  Button \"wider\""])
    #expect(try screenLines(Split(), after: .tap("wider"))[1] == "  Text \"left 196 of 393x120\" [frame: height 120]")
  }

  struct Padded: View {
    var body: some View {
      GeometryReader { proxy in
        VStack {
          Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
          Text("global \(Int(proxy.frame(in: .global).minX)),\(Int(proxy.frame(in: .global).minY))")
          Text("local \(Int(proxy.frame(in: .local).minY))")
          Text("named \(Int(proxy.frame(in: .named("card")).minY))")
        }
      }
      .padding()
      .padding(.top, 10)
      .coordinateSpace(name: "card")
    }
  }

  @Test func paddingShrinksAndMovesTheSpaceFromTheScreensSafeArea() throws {
    #expect(
      try screenLines(Padded()) == [
        "VStack [padding] [padding: top 10]",
        "  Text \"361x717\"",
        "  Text \"global 16,85\"",
        "  Text \"local 0\"",
        "  Text \"named 26\"",
      ])
  }

  @Test func aReaderInAScrollViewTakesTheDefaultSizeAlongTheScrollingAxis() throws {
    struct Scrolled: View {
      var body: some View {
        ScrollView { GeometryReader { Text("\(Int($0.size.width))x\(Int($0.size.height))") } }
      }
    }
    #expect(try screenLines(Scrolled()) == ["ScrollView", "  Text \"393x10\""])
  }

  struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
  }

  struct Measured: View {
    @State private var total: CGFloat = 0
    @State private var rows = 2
    var body: some View {
      VStack {
        ForEach(0..<rows, id: \.self) { row in
          Text("row \(row)").preference(key: HeightKey.self, value: 20)
        }
        Text("sum").preference(key: HeightKey.self, value: 5).transformPreference(HeightKey.self) { $0 *= 2 }
        Button("more") { rows += 1 }
      }
      .onPreferenceChange(HeightKey.self) {
        total = $0
        print("total \($0)")
      }
    }
  }

  @Test func preferencesCombineWithReduceAndTheReaderHearsEachChange() throws {
    let steps = try transcript(Measured(), .tap("more"), .tap("more"))
    #expect(steps == [["total 50.0"], ["total 70.0"], ["total 90.0"]])
  }

  struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
  }

  struct DarkSwitch: View {
    @State private var dark = false
    var body: some View {
      VStack {
        Toggle("Dark", isOn: $dark)
        SchemeReader()
      }
      .preferredColorScheme(dark ? .dark : nil)
    }
  }

  @Test func preferredColorSchemeChangesEveryViewsColorScheme() throws {
    #expect(
      try screenLines(DarkSwitch(), after: .toggle("Dark")) == [
        "VStack [preferredColorScheme: dark]", "  Toggle \"Dark\" = on", "  Text \"dark\"",
      ])
    #expect(
      try screenLines(DarkSwitch(), after: .toggle("Dark"), .toggle("Dark")) == [
        "VStack", "  Toggle \"Dark\" = off", "  Text \"light\"",
      ])
  }

  struct Column: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
  }

  struct Aligned: View {
    var body: some View {
      VStack(alignment: HorizontalAlignment(Column.self)) {
        Text("Name").alignmentGuide(HorizontalAlignment(Column.self)) { $0[.trailing] }
        HStack(alignment: .firstTextBaseline) { Text("a") }
      }
      .frame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .top))
    }
  }

  @Test func customAlignmentGuidesCompileAndChangeNothing() throws {
    #expect(
      try screenLines(Aligned()) == [
        "VStack [frame: maxWidth infinity]", "  Text \"Name\"", "  HStack", "    Text \"a\"",
      ])
    #expect(HorizontalAlignment(Column.self) != .leading)
  }
}
