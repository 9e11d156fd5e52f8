import SwiftUI

enum AppTheme: String, CaseIterable {
    case system, light, dark
}

/// A settings form with sections, headers and footers.
struct ProfileSettingsView: View {
    @State private var displayName = ""
    @State private var notificationsOn = true
    @State private var theme = AppTheme.system
    @State private var fontSize = 16

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Profile")) {
                    TextField("Display name", text: $displayName)
                    Toggle("Notifications", isOn: $notificationsOn)
                }
                Section(header: Text("Appearance"), footer: Text("Changes apply to every screen.")) {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases, id: \.self) { theme in
                            Text(theme.rawValue.capitalized)
                        }
                    }
                    Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...30)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
