import SwiftUI

struct FileNode: Identifiable {
    let id = UUID()
    let name: String
    var children: [FileNode]?
}

/// A sidebar with collapsible sections and a hierarchical list.
struct FileBrowserView: View {
    @State private var favoritesExpanded = true
    let tree = [
        FileNode(name: "Documents", children: [FileNode(name: "Taxes.pdf"), FileNode(name: "Notes.txt")]),
        FileNode(name: "Photos", children: []),
    ]

    var body: some View {
        List {
            Section("Favorites", isExpanded: $favoritesExpanded) {
                Label("Desktop", systemImage: "menubar.dock.rectangle")
                Label("Downloads", systemImage: "arrow.down.circle")
            }
            Section("Files") {
                OutlineGroup(tree, children: \.children) { node in
                    Text(node.name)
                }
            }
        }
        .listStyle(.sidebar)
    }
}
