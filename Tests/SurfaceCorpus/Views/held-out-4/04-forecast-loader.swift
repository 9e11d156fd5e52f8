import SwiftUI

struct DailyForecast: Identifiable, Decodable {
    let id: Int
    let day: String
    let high: Double
    let low: Double
    let symbol: String
}

enum LoadState {
    case idle
    case loading
    case loaded([DailyForecast])
    case failed(String)
}

@MainActor
final class ForecastViewModel: ObservableObject {
    @Published private(set) var state: LoadState = .idle

    func load() async {
        state = .loading
        do {
            try await Task.sleep(nanoseconds: 500_000_000)
            let days = [
                DailyForecast(id: 1, day: "Mon", high: 21, low: 12, symbol: "sun.max.fill"),
                DailyForecast(id: 2, day: "Tue", high: 18, low: 11, symbol: "cloud.sun.fill"),
                DailyForecast(id: 3, day: "Wed", high: 15, low: 9, symbol: "cloud.rain.fill"),
            ]
            state = .loaded(days)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

struct ForecastView: View {
    @StateObject private var viewModel = ForecastViewModel()

    var body: some View {
        NavigationStack {
            Group {
                switch viewModel.state {
                case .idle, .loading:
                    ProgressView("Fetching forecast…")
                case .loaded(let days):
                    List(days) { day in
                        HStack {
                            Text(day.day)
                                .frame(width: 50, alignment: .leading)
                            Image(systemName: day.symbol)
                                .symbolRenderingMode(.multicolor)
                            Spacer()
                            Text("\(Int(day.low))° / \(Int(day.high))°")
                        }
                    }
                case .failed(let message):
                    VStack(spacing: 12) {
                        Text(message)
                        Button("Try Again") {
                            Task { await viewModel.load() }
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
            }
            .navigationTitle("Forecast")
            .task {
                await viewModel.load()
            }
            .refreshable {
                await viewModel.load()
            }
        }
    }
}

#Preview {
    ForecastView()
}
