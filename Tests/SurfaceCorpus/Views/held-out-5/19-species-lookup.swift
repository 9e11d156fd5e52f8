import SwiftUI

struct SpeciesResult: Identifiable {
    let id = UUID()
    let commonName: String
    let latinName: String
}

struct SpeciesLookupView: View {
    @State private var searchText = ""
    @State private var results: [SpeciesResult] = []
    @State private var isSearching = false

    private let catalog = [
        SpeciesResult(commonName: "Red Fox", latinName: "Vulpes vulpes"),
        SpeciesResult(commonName: "Barn Owl", latinName: "Tyto alba"),
        SpeciesResult(commonName: "Grey Heron", latinName: "Ardea cinerea"),
        SpeciesResult(commonName: "Red Squirrel", latinName: "Sciurus vulgaris"),
    ]

    var body: some View {
        NavigationStack {
            List(results) { species in
                VStack(alignment: .leading) {
                    Text(species.commonName)
                    Text(species.latinName)
                        .font(.caption)
                        .italic()
                        .foregroundStyle(.secondary)
                }
            }
            .overlay {
                if isSearching {
                    ProgressView()
                } else if results.isEmpty && !searchText.isEmpty {
                    ContentUnavailableView("No Species Found",
                                           systemImage: "binoculars",
                                           description: Text("Nothing matches “\(searchText)”."))
                }
            }
            .navigationTitle("Field Guide")
            .searchable(text: $searchText, prompt: "Common or Latin name")
            .task(id: searchText) {
                await runSearch(for: searchText)
            }
        }
    }

    private func runSearch(for text: String) async {
        guard !text.isEmpty else {
            results = []
            return
        }
        isSearching = true
        do {
            try await Task.sleep(for: .milliseconds(300))
        } catch {
            return
        }
        results = catalog.filter {
            $0.commonName.localizedCaseInsensitiveContains(text)
                || $0.latinName.localizedCaseInsensitiveContains(text)
        }
        isSearching = false
    }
}

#Preview {
    SpeciesLookupView()
}
