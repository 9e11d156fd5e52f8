import SwiftUI

struct Ingredient: Identifiable {
    let id = UUID()
    let name: String
    let gramsPerServing: Double
}

/// A stepper that scales a list of quantities.
struct RecipeScalerView: View {
    @State private var servings = 2
    let ingredients = [
        Ingredient(name: "Flour", gramsPerServing: 60),
        Ingredient(name: "Sugar", gramsPerServing: 12.5),
    ]

    var body: some View {
        Form {
            Stepper(value: $servings, in: 1...12) {
                Text("Servings: \(servings)")
            }
            Section(header: Text("Ingredients")) {
                ForEach(ingredients) { ingredient in
                    HStack {
                        Text(ingredient.name)
                        Spacer()
                        Text(String(format: "%.1f g", ingredient.gramsPerServing * Double(servings)))
                    }
                }
            }
            Stepper("Double it") {
                servings = min(servings * 2, 12)
            } onDecrement: {
                servings = max(servings / 2, 1)
            }
        }
    }
}
