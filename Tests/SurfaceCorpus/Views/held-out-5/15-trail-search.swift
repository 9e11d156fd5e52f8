import SwiftUI

struct TrailSpot: Identifiable {
    enum Region: String, CaseIterable {
        case all = "All", coast = "Coast", mountains = "Mountains", forest = "Forest"
    }

    let id = UUID()
    let name: String
    let region: Region
    let miles: Double
}

struct TrailSearchView: View {
    @State private var query = ""
    @State private var region = TrailSpot.Region.all

    private let trails = [
        TrailSpot(name: "Cliffside Loop", region: .coast, miles: 4.2),
        TrailSpot(name: "Tern Point", region: .coast, miles: 2.0),
        TrailSpot(name: "Granite Saddle", region: .mountains, miles: 9.5),
        TrailSpot(name: "Fernhollow", region: .forest, miles: 3.1),
        TrailSpot(name: "Old Mill Path", region: .forest, miles: 5.6),
    ]

    private var matches: [TrailSpot] {
        trails.filter { trail in
            (region == .all || trail.region == region)
                && (query.isEmpty || trail.name.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            List(matches) { trail in
                HStack {
                    Text(trail.name)
                    Spacer()
                    Text("\(trail.miles, specifier: "%.1f") mi")
                        .foregroundStyle(.secondary)
                }
            }
            .overlay {
                if matches.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Trails")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find a trail")
            .searchSuggestions {
                if query.isEmpty {
                    ForEach(["Loop", "Point", "Path"], id: \.self) { word in
                        Label(word, systemImage: "magnifyingglass")
                            .searchCompletion(word)
                    }
                }
            }
            .searchScopes($region) {
                ForEach(TrailSpot.Region.allCases, id: \.self) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
        }
    }
}

#Preview {
    TrailSearchView()
}
