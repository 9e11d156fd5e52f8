import SwiftUI

enum LibraryScope: String, CaseIterable, Identifiable {
    case all, books, authors
    var id: Self { self }
}

/// Search with scopes and suggestions.
struct LibrarySearchView: View {
    @State private var query = ""
    @State private var scope = LibraryScope.all
    let titles = ["Dune", "Emma", "Ulysses"]

    var body: some View {
        NavigationStack {
            List(titles.filter { query.isEmpty || $0.contains(query) }, id: \.self) { title in
                Text(title)
            }
            .navigationTitle("Library")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Titles")
            .searchScopes($scope) {
                ForEach(LibraryScope.allCases) { scope in
                    Text(scope.rawValue.capitalized).tag(scope)
                }
            }
            .searchSuggestions {
                Text("Dune").searchCompletion("Dune")
            }
        }
    }
}
