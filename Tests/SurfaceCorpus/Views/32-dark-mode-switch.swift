import SwiftUI

/// Forcing the colour scheme from a toggle.
struct DarkModeSwitchView: View {
    @State private var prefersDark = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 16) {
            Toggle("Dark mode", isOn: $prefersDark)
            Text("The system says: \(colorScheme == .dark ? "dark" : "light")")
        }
        .padding()
        .preferredColorScheme(prefersDark ? .dark : .light)
    }
}
