import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case name, date, size
    var id: Self { self }
}

/// A toolbar menu holding a picker and a button.
struct SortableFilesView: View {
    @State private var order = SortOrder.name
    @State private var refreshes = 0

    var body: some View {
        NavigationStack {
            Text("Sorted by \(order.rawValue), refreshed \(refreshes) times")
                .toolbar {
                    Menu {
                        Picker("Sort by", selection: $order) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue.capitalized).tag(order)
                            }
                        }
                        Button("Refresh") { refreshes += 1 }
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle")
                    }
                }
        }
    }
}
