import SwiftUI

struct Book: Identifiable {
    let id = UUID()
    var title: String
    var author: String
}

@Observable
final class ReadingList {
    var books: [Book] = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(title: "Kindred", author: "Octavia E. Butler"),
    ]

    func add(title: String) {
        books.append(Book(title: title, author: "Unknown"))
    }
}

/// A list backed by an `@Observable` model, with only `import SwiftUI`.
struct ReadingListView: View {
    @State private var list = ReadingList()

    var body: some View {
        NavigationStack {
            List(list.books) { book in
                VStack(alignment: .leading) {
                    Text(book.title).font(.headline)
                    Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Reading List")
            .toolbar {
                Button("Add") { list.add(title: "New Book") }
            }
        }
    }
}
