import SwiftUI
import Foundation

struct Headline: Codable, Identifiable {
    let id: Int
    let title: String
}

/// Loading JSON in .task and on pull-to-refresh.
struct HeadlinesView: View {
    @State private var headlines: [Headline] = []
    @State private var isLoading = false

    var body: some View {
        NavigationStack {
            Group {
                if isLoading && headlines.isEmpty {
                    ProgressView("Loading…")
                } else {
                    List(headlines) { headline in
                        Text(headline.title)
                    }
                }
            }
            .navigationTitle("Headlines")
            .task { await load() }
            .refreshable { await load() }
        }
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        guard let url = URL(string: "https://example.com/headlines.json") else { return }
        do {
            let (data, _) = try await URLSession.shared.data(from: url)
            headlines = try JSONDecoder().decode([Headline].self, from: data)
        } catch {
            print("Failed to load: \(error.localizedDescription)")
        }
    }
}
