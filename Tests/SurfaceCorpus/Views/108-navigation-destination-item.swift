import SwiftUI

struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// Programmatic navigation with isPresented and an optional item.
struct TrailFinderView: View {
    @State private var showingSettings = false
    @State private var picked: Trail?
    let trails = [Trail(id: 1, name: "Ridge Loop"), Trail(id: 2, name: "River Walk")]

    var body: some View {
        NavigationStack {
            List(trails) { trail in
                Button(trail.name) { picked = trail }
            }
            .navigationTitle("Trails")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Text("Trail Finder").font(.headline)
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Settings") { showingSettings = true }
                }
            }
            .navigationDestination(isPresented: $showingSettings) {
                Text("Settings")
            }
            .navigationDestination(item: $picked) { trail in
                Text(trail.name)
            }
        }
    }
}
