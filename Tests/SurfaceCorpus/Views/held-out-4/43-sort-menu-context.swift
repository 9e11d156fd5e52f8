import SwiftUI

enum SortOption: String, CaseIterable, Identifiable {
    case title = "Title"
    case newest = "Newest"
    case rating = "Rating"

    var id: Self { self }
}

struct Film: Identifiable {
    let id = UUID()
    var title: String
    var year: Int
    var rating: Double
    var isPinned = false
}

struct FilmShelfView: View {
    @State private var films = [
        Film(title: "The Quiet Harbor", year: 2019, rating: 7.8),
        Film(title: "Paper Moons", year: 2023, rating: 8.4),
        Film(title: "Arrival Gate", year: 2016, rating: 6.9),
    ]
    @State private var sort: SortOption = .title
    @State private var showPinnedOnly = false

    private var visibleFilms: [Film] {
        let filtered = showPinnedOnly ? films.filter(\.isPinned) : films
        switch sort {
        case .title: return filtered.sorted { $0.title < $1.title }
        case .newest: return filtered.sorted { $0.year > $1.year }
        case .rating: return filtered.sorted { $0.rating > $1.rating }
        }
    }

    var body: some View {
        NavigationStack {
            List(visibleFilms) { film in
                HStack {
                    VStack(alignment: .leading) {
                        Text(film.title)
                        Text(String(film.year))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    if film.isPinned {
                        Image(systemName: "pin.fill").foregroundStyle(.orange)
                    }
                    Text(film.rating, format: .number.precision(.fractionLength(1)))
                }
                .contextMenu {
                    Button {
                        togglePin(film)
                    } label: {
                        Label(film.isPinned ? "Unpin" : "Pin", systemImage: "pin")
                    }
                    Button(role: .destructive) {
                        films.removeAll { $0.id == film.id }
                    } label: {
                        Label("Remove", systemImage: "trash")
                    }
                }
            }
            .navigationTitle("Films")
            .toolbar {
                Menu {
                    Picker("Sort by", selection: $sort) {
                        ForEach(SortOption.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    Toggle("Pinned only", isOn: $showPinnedOnly)
                    Divider()
                    Button("Pin All") {
                        for index in films.indices { films[index].isPinned = true }
                    }
                } label: {
                    Label("Options", systemImage: "line.3.horizontal.decrease.circle")
                }
            }
        }
    }

    private func togglePin(_ film: Film) {
        if let index = films.firstIndex(where: { $0.id == film.id }) {
            films[index].isPinned.toggle()
        }
    }
}

#Preview {
    FilmShelfView()
}
