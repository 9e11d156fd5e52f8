import SwiftUI

struct Headline: Identifiable, Decodable {
    let id: Int
    let title: String
    let source: String
}

@MainActor
final class HeadlinesViewModel: ObservableObject {
    enum LoadState {
        case idle, loading, loaded, failed(String)
    }

    @Published var headlines: [Headline] = []
    @Published var state: LoadState = .idle

    func load() async {
        state = .loading
        do {
            try await Task.sleep(nanoseconds: 300_000_000)
            headlines = [
                Headline(id: 1, title: "Local team wins again", source: "Daily Post"),
                Headline(id: 2, title: "New bridge opens", source: "City Times"),
            ]
            state = .loaded
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

struct HeadlinesView: View {
    @StateObject private var viewModel = HeadlinesViewModel()

    var body: some View {
        NavigationStack {
            Group {
                switch viewModel.state {
                case .idle, .loading:
                    ProgressView("Loading headlines…")
                case .loaded:
                    List(viewModel.headlines) { headline in
                        VStack(alignment: .leading) {
                            Text(headline.title).font(.headline)
                            Text(headline.source).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                    .refreshable {
                        await viewModel.load()
                    }
                case .failed(let message):
                    ContentUnavailableView("Could not load", systemImage: "wifi.slash", description: Text(message))
                }
            }
            .navigationTitle("Headlines")
        }
        .task {
            await viewModel.load()
        }
    }
}
