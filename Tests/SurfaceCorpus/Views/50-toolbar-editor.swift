import SwiftUI

/// Toolbar items at the classic navigation bar placements.
struct NotebookView: View {
    @State private var pages = ["Ideas", "Drafts"]

    var body: some View {
        NavigationView {
            List {
                ForEach(pages, id: \.self) { Text($0) }
                    .onDelete { pages.remove(atOffsets: $0) }
            }
            .navigationTitle("Notebook")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(action: { pages.append("Page \(pages.count + 1)") }) {
                        Label("Add page", systemImage: "plus")
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("\(pages.count) pages")
                    Spacer()
                }
            }
        }
    }
}
