import SwiftUI

struct GroceryItem: Identifiable {
    let id = UUID()
    var name: String
    var isBought = false
}

struct GroceryToolbarView: View {
    @State private var items = [
        GroceryItem(name: "Oat milk"),
        GroceryItem(name: "Sourdough"),
        GroceryItem(name: "Clementines"),
        GroceryItem(name: "Basil"),
    ]
    @State private var newItemName = ""
    @State private var editMode = EditMode.inactive

    private var remaining: Int {
        items.filter { !$0.isBought }.count
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("Add an item", text: $newItemName)
                            .onSubmit(addItem)
                        Button("Add", action: addItem)
                            .disabled(newItemName.isEmpty)
                    }
                }
                Section {
                    ForEach($items) { $item in
                        Toggle(item.name, isOn: $item.isBought)
                            .toggleStyle(.switch)
                            .strikethrough(item.isBought)
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .navigationTitle("Groceries")
            .environment(\.editMode, $editMode)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Clear Bought", systemImage: "checkmark.circle") {
                        items.removeAll { $0.isBought }
                    }
                    Spacer()
                    Text("\(remaining) left")
                        .font(.footnote)
                    Spacer()
                    Menu {
                        Button("Sort A to Z") {
                            items.sort { $0.name < $1.name }
                        }
                        Button("Unmark All") {
                            for index in items.indices { items[index].isBought = false }
                        }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
    }

    private func addItem() {
        let trimmed = newItemName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        items.append(GroceryItem(name: trimmed))
        newItemName = ""
    }
}

#Preview {
    GroceryToolbarView()
}
