import SwiftUI
import Combine

struct PodcastShow: Identifiable, Equatable {
    let id = UUID()
    let title: String
    let host: String
}

final class PodcastSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var shows: [PodcastShow] = []
    @Published private(set) var searchCount = 0

    private let allShows = [
        PodcastShow(title: "Night Kitchen", host: "Bea Lund"),
        PodcastShow(title: "Small Machines", host: "Tomas Reyes"),
        PodcastShow(title: "The Long Walk", host: "Ife Daramola"),
        PodcastShow(title: "Kitchen Science", host: "Mara Quill"),
    ]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(350), scheduler: RunLoop.main)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .removeDuplicates()
            .sink { [weak self] text in
                self?.search(text)
            }
            .store(in: &cancellables)
    }

    private func search(_ text: String) {
        searchCount += 1
        if text.isEmpty {
            shows = allShows
        } else {
            shows = allShows.filter { $0.title.localizedCaseInsensitiveContains(text) }
        }
    }
}

struct PodcastSearchView: View {
    @StateObject private var model = PodcastSearchModel()

    var body: some View {
        NavigationStack {
            List(model.shows) { show in
                VStack(alignment: .leading) {
                    Text(show.title).font(.headline)
                    Text("Hosted by \(show.host)").font(.subheadline)
                }
            }
            .searchable(text: $model.query)
            .navigationTitle("Podcasts")
            .safeAreaInset(edge: .bottom) {
                Text("Searches run: \(model.searchCount)")
                    .font(.caption)
                    .padding(8)
                    .frame(maxWidth: .infinity)
                    .background(.bar)
            }
        }
    }
}

#Preview {
    PodcastSearchView()
}
