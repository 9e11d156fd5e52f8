import SwiftUI

struct ShoppingItem: Identifiable {
    let id = UUID()
    var name: String
    var quantity: Int
}

struct ShoppingListView: View {
    @State private var items: [ShoppingItem] = [
        ShoppingItem(name: "Eggs", quantity: 12),
        ShoppingItem(name: "Oat milk", quantity: 2),
        ShoppingItem(name: "Tomatoes", quantity: 6),
        ShoppingItem(name: "Basil", quantity: 1),
    ]
    @State private var newItemName = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("Add item", text: $newItemName)
                            .onSubmit(addItem)
                        Button(action: addItem) {
                            Image(systemName: "plus.circle.fill")
                        }
                        .disabled(newItemName.trimmingCharacters(in: .whitespaces).isEmpty)
                    }
                }
                Section("\(items.count) items") {
                    ForEach(items) { item in
                        HStack {
                            Text(item.name)
                            Spacer()
                            Text("×\(item.quantity)")
                                .foregroundStyle(.secondary)
                        }
                    }
                    .onDelete { offsets in
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        items.move(fromOffsets: source, toOffset: destination)
                    }
                }
            }
            .navigationTitle("Shopping")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Clear", role: .destructive) {
                        items.removeAll()
                    }
                    .disabled(items.isEmpty)
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("Total: \(items.reduce(0) { $0 + $1.quantity })")
                    Spacer()
                    Button("Sort") {
                        items.sort { $0.name < $1.name }
                    }
                }
            }
        }
    }

    private func addItem() {
        let trimmed = newItemName.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(ShoppingItem(name: trimmed, quantity: 1))
        newItemName = ""
    }
}

#Preview {
    ShoppingListView()
}
