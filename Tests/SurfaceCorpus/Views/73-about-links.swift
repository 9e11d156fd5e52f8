import SwiftUI

/// An about screen with links and a share button.
struct AboutAppView: View {
    let website = URL(string: "https://example.com")!

    var body: some View {
        List {
            Link("Visit our website", destination: website)
            Link(destination: URL(string: "mailto:help@example.com")!) {
                Label("Email support", systemImage: "envelope")
            }
            ShareLink(item: website) {
                Label("Share the app", systemImage: "square.and.arrow.up")
            }
            Text("Version 1.0")
                .foregroundColor(.secondary)
        }
    }
}
