import SwiftUI

struct Dish: Identifiable {
    let id = UUID()
    var name: String
    var rating: Int
}

/// Editing elements by index, with a swipe to delete and a count in the title.
struct DishRatingsView: View {
    @State private var dishes = [Dish(name: "Ramen", rating: 4), Dish(name: "Tacos", rating: 5)]

    var body: some View {
        NavigationStack {
            List {
                ForEach(dishes.indices, id: \.self) { index in
                    Stepper("\(dishes[index].name): \(dishes[index].rating)", value: $dishes[index].rating, in: 1...5)
                }
                .onDelete { dishes.remove(atOffsets: $0) }
            }
            .navigationTitle("Dishes (\(dishes.count))")
            .toolbar {
                EditButton()
            }
        }
    }
}
