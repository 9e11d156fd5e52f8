import SwiftUI
import Combine

@MainActor
final class WeatherViewModel: ObservableObject {
    @Published var temperature = 18
    @Published var isLoading = false

    func refresh() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 500_000_000)
        temperature += 1
        isLoading = false
    }
}

/// A view model with async refresh, reacting to a published property.
struct WeatherScreen: View {
    @StateObject private var viewModel = WeatherViewModel()
    @State private var log: [String] = []

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView()
            } else {
                Text("\(viewModel.temperature)°C").font(.largeTitle)
            }
            Button("Refresh") {
                Task { await viewModel.refresh() }
            }
            ForEach(log, id: \.self) { Text($0).font(.caption) }
        }
        .onReceive(viewModel.$temperature) { value in
            log.append("now \(value)")
        }
        .task {
            await viewModel.refresh()
        }
    }
}
