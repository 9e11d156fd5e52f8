import SwiftUI

struct Movie: Identifiable {
    let id = UUID()
    let title: String
    let year: Int
}

struct MovieDetailSheet: View {
    let movie: Movie
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text(movie.title).font(.largeTitle)
                Text(String(movie.year)).foregroundStyle(.secondary)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
}

/// A list that presents a sheet per selected item.
struct MovieListView: View {
    @State private var selected: Movie?
    let movies = [Movie(title: "Arrival", year: 2016), Movie(title: "Her", year: 2013)]

    var body: some View {
        List(movies) { movie in
            Button(movie.title) { selected = movie }
        }
        .sheet(item: $selected) { movie in
            MovieDetailSheet(movie: movie)
        }
    }
}
