import SwiftUI

struct Theme {
    var accent: Color
    var cornerRadius: CGFloat

    static let standard = Theme(accent: .blue, cornerRadius: 8)
    static let playful = Theme(accent: .pink, cornerRadius: 20)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }

    @Entry var compactRows: Bool = false
}

extension View {
    func theme(_ theme: Theme) -> some View {
        environment(\.theme, theme)
    }
}

struct ThemedTag: View {
    let title: String
    @Environment(\.theme) private var theme
    @Environment(\.compactRows) private var compactRows

    var body: some View {
        Text(title)
            .padding(compactRows ? 4 : 10)
            .background(theme.accent.opacity(0.2))
            .foregroundStyle(theme.accent)
            .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius))
    }
}

struct ThemePreview: View {
    @State private var playful = false

    var body: some View {
        VStack {
            Toggle("Playful theme", isOn: $playful)
            HStack {
                ThemedTag(title: "Swift")
                ThemedTag(title: "Layout")
            }
            .environment(\.compactRows, true)
        }
        .padding()
        .theme(playful ? .playful : .standard)
    }
}
