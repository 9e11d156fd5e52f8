import SwiftUI

struct BrandPalette {
    var accent: Color
    var surface: Color
    var cornerRadius: CGFloat

    static let standard = BrandPalette(accent: .blue, surface: Color.gray.opacity(0.1), cornerRadius: 12)
    static let festive = BrandPalette(accent: .red, surface: Color.green.opacity(0.15), cornerRadius: 20)
}

private struct BrandPaletteKey: EnvironmentKey {
    static let defaultValue = BrandPalette.standard
}

extension EnvironmentValues {
    var brandPalette: BrandPalette {
        get { self[BrandPaletteKey.self] }
        set { self[BrandPaletteKey.self] = newValue }
    }

    @Entry var compactCards: Bool = false
}

struct CardHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct PromoCard: View {
    let title: String
    @Environment(\.brandPalette) private var palette
    @Environment(\.compactCards) private var compact

    var body: some View {
        Text(title)
            .font(compact ? .subheadline : .title3)
            .padding(compact ? 8 : 16)
            .frame(maxWidth: .infinity)
            .background(palette.surface, in: RoundedRectangle(cornerRadius: palette.cornerRadius))
            .foregroundStyle(palette.accent)
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: CardHeightKey.self, value: proxy.size.height)
                }
            )
    }
}

struct ThemeEnvironmentView: View {
    @State private var festive = false
    @State private var compact = false
    @State private var tallestCard: CGFloat = 0

    var body: some View {
        VStack(spacing: 16) {
            PromoCard(title: "Free delivery this week")
            PromoCard(title: "Two-for-one on candles")
            Text("Tallest card: \(Int(tallestCard)) pt")
                .font(.caption)
            Toggle("Holiday theme", isOn: $festive)
            Toggle("Compact cards", isOn: $compact)
        }
        .padding()
        .environment(\.brandPalette, festive ? .festive : .standard)
        .environment(\.compactCards, compact)
        .onPreferenceChange(CardHeightKey.self) { height in
            tallestCard = height
        }
    }
}

#Preview {
    ThemeEnvironmentView()
}
