import SwiftUI

/// Preferences kept in UserDefaults with @AppStorage.
struct PreferencesView: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("launchCount") private var launchCount = 0
    @AppStorage("showHints") private var showHints = true

    var body: some View {
        Form {
            TextField("Username", text: $username)
            Toggle("Show hints", isOn: $showHints)
            Text("Opened \(launchCount) times")
        }
        .onAppear { launchCount += 1 }
    }
}
