import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }

    var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

struct AppSettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("fontScale") private var fontScale = 1.0
    @AppStorage("username") private var username = ""
    @AppStorage("dailyGoal") private var dailyGoal = 3

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Username", text: $username)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                }

                Section {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...10)
                } header: {
                    Text("Reminders")
                } footer: {
                    Text("We will nudge you once a day until you reach your goal.")
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    .pickerStyle(.segmented)

                    VStack(alignment: .leading) {
                        Text("Text size")
                        Slider(value: $fontScale, in: 0.8...1.6, step: 0.1) {
                            Text("Text size")
                        } minimumValueLabel: {
                            Image(systemName: "textformat.size.smaller")
                        } maximumValueLabel: {
                            Image(systemName: "textformat.size.larger")
                        }
                    }
                }

                Section {
                    LabeledContent("Version", value: "2.4.1")
                    Button("Reset All Settings", role: .destructive) {
                        notificationsEnabled = true
                        theme = .system
                        fontScale = 1.0
                        dailyGoal = 3
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    AppSettingsView()
}
