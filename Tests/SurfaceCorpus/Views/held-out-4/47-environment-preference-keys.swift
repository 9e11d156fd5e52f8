import SwiftUI

struct Palette {
    var primary: Color
    var surface: Color

    static let standard = Palette(primary: .indigo, surface: Color(.systemBackground))
    static let forest = Palette(primary: .green, surface: Color.green.opacity(0.08))
}

private struct PaletteKey: EnvironmentKey {
    static let defaultValue = Palette.standard
}

extension EnvironmentValues {
    var palette: Palette {
        get { self[PaletteKey.self] }
        set { self[PaletteKey.self] = newValue }
    }
}

extension View {
    func usingPalette(_ palette: Palette) -> some View {
        environment(\.palette, palette)
    }
}

struct HeightPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct PaletteBadge: View {
    @Environment(\.palette) private var palette
    let text: String

    var body: some View {
        Text(text)
            .padding(8)
            .foregroundStyle(palette.primary)
            .background(palette.surface, in: Capsule())
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: HeightPreferenceKey.self, value: proxy.size.height)
                }
            )
    }
}

struct PaletteDemoView: View {
    @State private var tallest: CGFloat = 0

    var body: some View {
        VStack(spacing: 16) {
            PaletteBadge(text: "Default palette")
            PaletteBadge(text: "Forest palette")
                .usingPalette(.forest)
            VStack {
                PaletteBadge(text: "Nested")
                PaletteBadge(text: "Also forest")
            }
            .usingPalette(.forest)
            Text("Tallest badge: \(tallest, specifier: "%.0f") pt")
                .font(.footnote)
        }
        .onPreferenceChange(HeightPreferenceKey.self) { value in
            tallest = value
        }
    }
}

#Preview {
    PaletteDemoView()
}
