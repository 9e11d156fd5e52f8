import SwiftUI

struct ShelfBook: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let author: String
    let pages: Int
    let rating: Int
    let isFinished: Bool
}

struct ReadingShelfView: View {
    private let books = [
        ShelfBook(title: "The Quiet Harbor", author: "M. Ellery", pages: 312, rating: 4, isFinished: true),
        ShelfBook(title: "Salt and Cedar", author: "R. Okafor", pages: 248, rating: 5, isFinished: false),
        ShelfBook(title: "Northern Lines", author: "P. Lindqvist", pages: 401, rating: 3, isFinished: true),
        ShelfBook(title: "A Field of Clocks", author: "D. Amari", pages: 190, rating: 4, isFinished: false),
    ]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(value: book) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(book.title)
                            .font(.headline)
                        Text(book.author)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("My Shelf")
            .navigationDestination(for: ShelfBook.self) { book in
                ShelfBookDetail(book: book)
            }
        }
    }
}

struct ShelfBookDetail: View {
    let book: ShelfBook

    var body: some View {
        Form {
            Section("About") {
                LabeledContent("Author", value: book.author)
                LabeledContent("Pages", value: book.pages, format: .number)
                Label(book.isFinished ? "Finished" : "Still reading",
                      systemImage: book.isFinished ? "checkmark.circle.fill" : "book")
                    .foregroundStyle(book.isFinished ? .green : .orange)
            }
            Section("Rating") {
                HStack {
                    ForEach(1...5, id: \.self) { star in
                        Image(systemName: star <= book.rating ? "star.fill" : "star")
                            .foregroundStyle(.yellow)
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("\(book.rating) out of 5 stars")
            }
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    ReadingShelfView()
}
