import SwiftUI

/// A debounced search driven by task(id:) and an onChange with two values.
struct CitySearchView: View {
    @State private var query = ""
    @State private var results: [String] = []
    @State private var lastChange = ""

    var body: some View {
        VStack {
            TextField("City", text: $query)
                .textFieldStyle(.roundedBorder)
            List(results, id: \.self) { Text($0) }
            Text(lastChange).font(.caption)
        }
        .task(id: query) {
            try? await Task.sleep(for: .milliseconds(300))
            guard !Task.isCancelled else { return }
            results = ["Paris", "Prague", "Porto"].filter { query.isEmpty || $0.hasPrefix(query) }
        }
        .onChange(of: query, initial: true) { oldValue, newValue in
            lastChange = "\(oldValue) → \(newValue)"
        }
    }
}
