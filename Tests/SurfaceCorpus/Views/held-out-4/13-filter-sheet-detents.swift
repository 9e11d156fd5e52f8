import SwiftUI

struct FilterOptions {
    var maxPrice = 50.0
    var onlyInStock = true
    var category = "All"
}

struct FilterSheet: View {
    @Binding var options: FilterOptions
    @Environment(\.dismiss) private var dismiss

    private let categories = ["All", "Books", "Games", "Music"]

    var body: some View {
        NavigationStack {
            Form {
                Picker("Category", selection: $options.category) {
                    ForEach(categories, id: \.self) { Text($0) }
                }
                Toggle("Only in stock", isOn: $options.onlyInStock)
                VStack(alignment: .leading) {
                    Text("Up to \(options.maxPrice, format: .currency(code: "USD"))")
                    Slider(value: $options.maxPrice, in: 5...200, step: 5)
                }
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Reset") { options = FilterOptions() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct StoreFrontView: View {
    @State private var options = FilterOptions()
    @State private var showingFilters = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Showing \(options.category)")
                .font(.title2)
            Text("Under \(Int(options.maxPrice)) dollars")
                .foregroundStyle(.secondary)
            Button {
                showingFilters = true
            } label: {
                Label("Filters", systemImage: "line.3.horizontal.decrease.circle")
            }
            .buttonStyle(.borderedProminent)
        }
        .sheet(isPresented: $showingFilters) {
            FilterSheet(options: $options)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .presentationCornerRadius(24)
        }
    }
}

#Preview {
    StoreFrontView()
}
