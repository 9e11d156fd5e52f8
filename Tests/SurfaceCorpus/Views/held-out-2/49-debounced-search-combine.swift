import SwiftUI
import Combine

final class CitySearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var searchCount = 0

    private let allCities = ["Amsterdam", "Athens", "Berlin", "Bogotá", "Cairo", "Lima", "Lisbon"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [allCities] query in
                query.isEmpty ? allCities : allCities.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            .assign(to: &$results)

        $results
            .dropFirst()
            .sink { [weak self] _ in
                self?.searchCount += 1
            }
            .store(in: &cancellables)
    }
}

struct CitySearchView: View {
    @StateObject private var viewModel = CitySearchViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.results, id: \.self) { city in
                Text(city)
            }
            .searchable(text: $viewModel.query)
            .navigationTitle("Cities")
            .safeAreaInset(edge: .bottom) {
                Text("\(viewModel.searchCount) searches")
                    .font(.caption)
                    .padding(8)
                    .background(.ultraThinMaterial, in: Capsule())
            }
        }
    }
}
