import SwiftUI

/// A searchable list filtered as the query changes.
struct FruitSearchView: View {
    @State private var query = ""
    let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig"]

    var results: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { fruit in
                Text(fruit)
            }
            .searchable(text: $query, prompt: "Search fruit")
            .navigationTitle("Fruit")
        }
    }
}
