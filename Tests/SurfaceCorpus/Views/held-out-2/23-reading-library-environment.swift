import SwiftUI

struct Book: Identifiable {
    let id = UUID()
    var title: String
    var author: String
    var isRead = false
}

@Observable
final class Library {
    var books: [Book] = [
        Book(title: "The Quiet Orchard", author: "M. Hale"),
        Book(title: "Northern Lights", author: "A. Berg", isRead: true),
    ]

    var unreadCount: Int {
        books.filter { !$0.isRead }.count
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var library = library

        List {
            Section("\(library.unreadCount) unread") {
                ForEach($library.books) { $book in
                    Toggle(isOn: $book.isRead) {
                        VStack(alignment: .leading) {
                            Text(book.title)
                            Text(book.author)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
        }
    }
}

struct LibraryApp: View {
    @State private var library = Library()

    var body: some View {
        LibraryView()
            .environment(library)
    }
}

#Preview {
    LibraryView()
        .environment(Library())
}
