import SwiftUI

struct GroceryItem: Identifiable {
    let id = UUID()
    var name: String
}

/// An editable shopping list in the iOS 13 style: title and bar items on the list.
struct GroceryListView: View {
    @State private var groceries = [
        GroceryItem(name: "Apples"),
        GroceryItem(name: "Oat milk"),
        GroceryItem(name: "Coffee beans"),
    ]

    var body: some View {
        NavigationView {
            List {
                ForEach(groceries) { item in
                    Text(item.name)
                }
                .onDelete(perform: removeItems)
                .onMove(perform: moveItems)
            }
            .navigationBarTitle("Groceries")
            .navigationBarItems(
                leading: EditButton(),
                trailing: Button(action: addItem) {
                    Image(systemName: "plus")
                }
            )
        }
    }

    private func addItem() {
        groceries.append(GroceryItem(name: "Item \(groceries.count + 1)"))
    }

    private func removeItems(at offsets: IndexSet) {
        groceries.remove(atOffsets: offsets)
    }

    private func moveItems(from source: IndexSet, to destination: Int) {
        groceries.move(fromOffsets: source, toOffset: destination)
    }
}
