import SwiftUI

struct DocumentItem: Identifiable {
    let id = UUID()
    var name: String
    var isPinned = false
}

struct DocumentsBrowser: View {
    @State private var documents = [
        DocumentItem(name: "Budget.xlsx"),
        DocumentItem(name: "Itinerary.pdf", isPinned: true),
        DocumentItem(name: "Notes.txt"),
    ]
    @State private var sortAscending = true
    @State private var layout = "list"

    var sorted: [DocumentItem] {
        documents.sorted { sortAscending ? $0.name < $1.name : $0.name > $1.name }
    }

    var body: some View {
        NavigationStack {
            List(sorted) { document in
                Label(document.name, systemImage: document.isPinned ? "pin.fill" : "doc")
                    .contextMenu {
                        Button {
                            if let index = documents.firstIndex(where: { $0.id == document.id }) {
                                documents[index].isPinned.toggle()
                            }
                        } label: {
                            Label(document.isPinned ? "Unpin" : "Pin", systemImage: "pin")
                        }
                        ShareLink(item: document.name)
                        Divider()
                        Button("Delete", systemImage: "trash", role: .destructive) {
                            documents.removeAll { $0.id == document.id }
                        }
                    }
            }
            .navigationTitle("Documents")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Layout", selection: $layout) {
                            Label("List", systemImage: "list.bullet").tag("list")
                            Label("Grid", systemImage: "square.grid.2x2").tag("grid")
                        }
                        Toggle("Ascending", isOn: $sortAscending)
                        Section("More") {
                            Button("Refresh", action: {})
                        }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
    }
}
