import SwiftUI

struct GroceryEntry: Identifiable {
    let id = UUID()
    var title: String
    var bought = false
}

struct ShoppingListEditor: View {
    @State private var entries = [
        GroceryEntry(title: "Eggs"),
        GroceryEntry(title: "Flour"),
        GroceryEntry(title: "Butter"),
    ]
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("Add item", text: $newTitle)
                            .onSubmit(addEntry)
                            .submitLabel(.done)
                        Button(action: addEntry) {
                            Image(systemName: "plus.circle.fill")
                        }
                        .disabled(newTitle.isEmpty)
                    }
                }
                Section {
                    ForEach($entries) { $entry in
                        Toggle(entry.title, isOn: $entry.bought)
                    }
                    .onDelete { entries.remove(atOffsets: $0) }
                    .onMove { entries.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .navigationTitle("Shopping")
            .toolbar {
                EditButton()
            }
        }
    }

    func addEntry() {
        guard !newTitle.isEmpty else { return }
        entries.append(GroceryEntry(title: newTitle))
        newTitle = ""
    }
}
