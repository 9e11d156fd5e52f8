import SwiftUI

struct ChecklistEntry: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

/// Binding collections: a row edits its own element.
struct PackingChecklistView: View {
    @State private var entries = [
        ChecklistEntry(title: "Passport"),
        ChecklistEntry(title: "Charger"),
        ChecklistEntry(title: "Sunscreen"),
    ]

    var body: some View {
        NavigationStack {
            List($entries) { $entry in
                Toggle(entry.title, isOn: $entry.isDone)
            }
            .navigationTitle("Packed \(entries.filter(\.isDone).count) of \(entries.count)")
        }
    }
}
