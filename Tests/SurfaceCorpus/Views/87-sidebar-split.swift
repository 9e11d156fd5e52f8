import SwiftUI

struct MailFolder: Hashable, Identifiable {
    let name: String
    let icon: String
    var id: String { name }
}

/// A two-column split view with list selection.
struct MailSplitView: View {
    let folders = [MailFolder(name: "Inbox", icon: "tray"), MailFolder(name: "Sent", icon: "paperplane")]
    @State private var selection: MailFolder?

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $selection) { folder in
                NavigationLink(value: folder) {
                    Label(folder.name, systemImage: folder.icon)
                }
            }
            .navigationTitle("Mail")
        } detail: {
            if let selection {
                Text(selection.name)
            } else {
                Text("Select a folder")
            }
        }
    }
}
