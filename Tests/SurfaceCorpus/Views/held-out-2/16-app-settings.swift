import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: Self { self }

    var title: String {
        rawValue.capitalized
    }
}

struct PrivacyView: View {
    var body: some View {
        Text("We keep your data on your device.")
            .padding()
            .navigationTitle("Privacy")
    }
}

struct AppSettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("fontSize") private var fontSize = 14.0
    @State private var showingSignOut = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Account"), footer: Text("Signed in as sam@example.com")) {
                    HStack {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.largeTitle)
                            .foregroundColor(.accentColor)
                        VStack(alignment: .leading) {
                            Text("Sam Rivera")
                                .font(.headline)
                            Text("Premium")
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                        }
                    }
                }

                Section(header: Text("Preferences")) {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    VStack(alignment: .leading) {
                        Text("Font size: \(Int(fontSize))")
                        Slider(value: $fontSize, in: 10...24, step: 1)
                    }
                }

                Section("About") {
                    NavigationLink("Privacy", destination: PrivacyView())
                    LabeledContent("Version", value: "1.2.0")
                    Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
                }

                Section {
                    Button(role: .destructive) {
                        showingSignOut = true
                    } label: {
                        Text("Sign Out")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationBarTitle("Settings")
            .alert(isPresented: $showingSignOut) {
                Alert(
                    title: Text("Sign out?"),
                    message: Text("You can sign back in at any time."),
                    primaryButton: .destructive(Text("Sign Out")),
                    secondaryButton: .cancel()
                )
            }
        }
    }
}
