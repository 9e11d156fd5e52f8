import SwiftUI

struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title2)
            configuration.title
                .font(.caption)
        }
    }
}

/// A custom label style for a row of shortcuts.
struct ShortcutBarView: View {
    var body: some View {
        HStack(spacing: 32) {
            Label("Inbox", systemImage: "tray")
            Label("Sent", systemImage: "paperplane")
            Label("Archive", systemImage: "archivebox")
        }
        .labelStyle(StackedLabelStyle())
        .padding()
    }
}
