import SwiftUI

enum DigestFrequency: String, CaseIterable, Identifiable {
    case daily, weekly, monthly
    var id: Self { self }
}

struct AccountPreferencesView: View {
    @AppStorage("prefs.pushEnabled") private var pushEnabled = true
    @AppStorage("prefs.digest") private var digest = DigestFrequency.weekly
    @AppStorage("prefs.fontScale") private var fontScale = 1.0
    @AppStorage("prefs.displayName") private var displayName = ""
    @State private var reminderCount = 2
    @State private var showResetAlert = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Display name", text: $displayName)
                        .textInputAutocapitalization(.words)
                } header: {
                    Text("Profile")
                } footer: {
                    Text("Shown to people you share lists with.")
                }

                Section("Notifications") {
                    Toggle("Push notifications", isOn: $pushEnabled)
                    Picker("Email digest", selection: $digest) {
                        ForEach(DigestFrequency.allCases) { frequency in
                            Text(frequency.rawValue.capitalized).tag(frequency)
                        }
                    }
                    .pickerStyle(.menu)
                    .disabled(!pushEnabled)
                    Stepper("Reminders per day: \(reminderCount)", value: $reminderCount, in: 0...6)
                }

                Section("Reading") {
                    VStack(alignment: .leading) {
                        Text("Text size \(fontScale, format: .percent.precision(.fractionLength(0)))")
                        Slider(value: $fontScale, in: 0.8...1.6, step: 0.1)
                    }
                }

                Section {
                    Button("Reset All Settings", role: .destructive) {
                        showResetAlert = true
                    }
                }
            }
            .navigationTitle("Settings")
            .alert("Reset settings?", isPresented: $showResetAlert) {
                Button("Reset", role: .destructive) {
                    pushEnabled = true
                    digest = .weekly
                    fontScale = 1.0
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your preferences will go back to their defaults.")
            }
        }
    }
}

#Preview {
    AccountPreferencesView()
}
