import SwiftUI
import Observation

struct DailyQuote: Decodable, Identifiable {
    let id: Int
    let text: String
    let author: String
}

@Observable
final class QuoteLoader {
    enum Phase {
        case idle
        case loading
        case loaded([DailyQuote])
        case failed(String)
    }

    var phase: Phase = .idle

    func load() async {
        phase = .loading
        do {
            let url = URL(string: "https://example.com/api/quotes.json")!
            let (data, _) = try await URLSession.shared.data(from: url)
            let quotes = try JSONDecoder().decode([DailyQuote].self, from: data)
            phase = .loaded(quotes)
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }
}

struct QuoteLoaderView: View {
    @State private var loader = QuoteLoader()

    var body: some View {
        NavigationStack {
            Group {
                switch loader.phase {
                case .idle, .loading:
                    ProgressView()
                        .controlSize(.large)
                case .loaded(let quotes):
                    List(quotes) { quote in
                        VStack(alignment: .leading, spacing: 6) {
                            Text("“\(quote.text)”")
                                .italic()
                            Text("— \(quote.author)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                case .failed(let message):
                    ContentUnavailableView {
                        Label("Couldn't Load Quotes", systemImage: "wifi.exclamationmark")
                    } description: {
                        Text(message)
                    } actions: {
                        Button("Try Again") {
                            Task { await loader.load() }
                        }
                        .buttonStyle(.bordered)
                    }
                }
            }
            .navigationTitle("Quotes")
            .task {
                await loader.load()
            }
        }
    }
}

#Preview {
    QuoteLoaderView()
}
