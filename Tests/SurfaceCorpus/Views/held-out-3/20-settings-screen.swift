import SwiftUI

struct PreferencesScreen: View {
    @AppStorage("username") private var username = "guest"
    @AppStorage("fontScale") private var fontScale = 1.0
    @AppStorage("notificationsOn") private var notificationsOn = true
    @AppStorage("appearance") private var appearance = 0
    @State private var volume = 0.6

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Username", text: $username)
                    LabeledContent("Member since", value: "2021")
                }
                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        Text("System").tag(0)
                        Text("Light").tag(1)
                        Text("Dark").tag(2)
                    }
                    .pickerStyle(.menu)
                    VStack(alignment: .leading) {
                        Text("Text size")
                        Slider(value: $fontScale, in: 0.8...1.6, step: 0.1)
                    }
                }
                Section("Sound") {
                    Toggle("Notifications", isOn: $notificationsOn)
                    HStack {
                        Image(systemName: "speaker.fill")
                        Slider(value: $volume)
                        Image(systemName: "speaker.wave.3.fill")
                    }
                }
                Section {
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    NavigationLink("Acknowledgements") {
                        Text("Thanks to everyone.")
                    }
                }
            }
            .navigationTitle("Settings")
            .preferredColorScheme(appearance == 1 ? .light : appearance == 2 ? .dark : nil)
        }
    }
}
