import SwiftUI

struct ContactSearchView: View {
    let names = ["Avery", "Blake", "Casey", "Devon", "Emerson", "Finley", "Harper"]
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(searchResults, id: \.self) { name in
                    NavigationLink {
                        Text(name)
                            .font(.largeTitle)
                    } label: {
                        Text(name)
                    }
                }
            }
            .navigationTitle("Contacts")
            .overlay {
                if searchResults.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
        }
        .searchable(text: $searchText, prompt: "Look for someone")
        .searchSuggestions {
            ForEach(names.prefix(3), id: \.self) { suggestion in
                Text(suggestion)
                    .searchCompletion(suggestion)
            }
        }
    }

    var searchResults: [String] {
        if searchText.isEmpty {
            return names
        } else {
            return names.filter { $0.localizedCaseInsensitiveContains(searchText) }
        }
    }
}
