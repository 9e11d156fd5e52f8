import SwiftUI

/// An empty state with ContentUnavailableView (iOS 17).
struct BookmarksView: View {
    @State private var bookmarks: [String] = []

    var body: some View {
        NavigationStack {
            Group {
                if bookmarks.isEmpty {
                    ContentUnavailableView(
                        "No Bookmarks",
                        systemImage: "bookmark",
                        description: Text("Articles you save appear here.")
                    )
                } else {
                    List(bookmarks, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Bookmarks")
            .toolbar {
                Button("Add sample") { bookmarks.append("Swift Regex") }
            }
        }
    }
}
