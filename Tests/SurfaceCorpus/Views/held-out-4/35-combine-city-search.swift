import SwiftUI
import Combine

final class CitySearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var matches: [String] = []
    @Published private(set) var isSearching = false

    private let allCities = ["Amsterdam", "Athens", "Auckland", "Barcelona", "Berlin",
                             "Bogotá", "Cairo", "Cape Town", "Chicago", "Copenhagen"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .handleEvents(receiveOutput: { [weak self] _ in self?.isSearching = true })
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [allCities] text -> [String] in
                guard !text.isEmpty else { return [] }
                return allCities.filter { $0.localizedCaseInsensitiveContains(text) }
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] results in
                self?.matches = results
                self?.isSearching = false
            }
            .store(in: &cancellables)
    }
}

struct CitySearchView: View {
    @StateObject private var model = CitySearchModel()

    var body: some View {
        NavigationStack {
            List {
                if model.isSearching {
                    HStack {
                        ProgressView()
                        Text("Searching…")
                    }
                }
                ForEach(model.matches, id: \.self) { city in
                    Label(city, systemImage: "building.2")
                }
            }
            .searchable(text: $model.query, placement: .navigationBarDrawer(displayMode: .always))
            .navigationTitle("Cities")
        }
    }
}

#Preview {
    CitySearchView()
}
