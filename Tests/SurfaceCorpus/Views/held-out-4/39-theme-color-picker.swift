import SwiftUI

struct ThemePreviewCard: View {
    @Environment(\.colorScheme) private var colorScheme
    let accent: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(colorScheme == .dark ? "Dark appearance" : "Light appearance")
                .font(.headline)
            Text("Buttons and links use your accent color.")
                .font(.subheadline)
            Button("Sample Button") { }
                .buttonStyle(.borderedProminent)
                .tint(accent)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(colorScheme == .dark ? Color.black : Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay(
            RoundedRectangle(cornerRadius: 12)
                .stroke(accent, lineWidth: 2)
        )
    }
}

struct ThemeEditorView: View {
    @State private var accent = Color.orange
    @State private var background = Color(red: 0.95, green: 0.95, blue: 0.97)
    @State private var useDarkMode = false
    @State private var cornerStyle = 1

    var body: some View {
        NavigationStack {
            Form {
                Section("Colors") {
                    ColorPicker("Accent", selection: $accent, supportsOpacity: false)
                    ColorPicker("Background", selection: $background)
                }
                Section("Appearance") {
                    Toggle("Dark mode", isOn: $useDarkMode)
                    Picker("Corners", selection: $cornerStyle) {
                        Text("Square").tag(0)
                        Text("Rounded").tag(1)
                    }
                    .pickerStyle(.inline)
                }
                Section("Preview") {
                    ThemePreviewCard(accent: accent)
                        .environment(\.colorScheme, useDarkMode ? .dark : .light)
                }
                .listRowBackground(background)
            }
            .navigationTitle("Theme")
        }
        .tint(accent)
        .preferredColorScheme(useDarkMode ? .dark : nil)
    }
}

#Preview {
    ThemeEditorView()
}
