import SwiftUI

struct Ingredient: Identifiable {
    let id = UUID()
    let name: String
    let amountPerServing: Double
    let unit: String
}

struct IngredientLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 10) {
            configuration.icon
                .foregroundStyle(.orange)
                .frame(width: 20)
            configuration.title
        }
    }
}

struct RecipeScalerView: View {
    @State private var servings = 2
    @State private var spiceLevel = 1
    @State private var isVisible = false

    private let ingredients = [
        Ingredient(name: "Flour", amountPerServing: 60, unit: "g"),
        Ingredient(name: "Milk", amountPerServing: 80, unit: "ml"),
        Ingredient(name: "Egg", amountPerServing: 0.5, unit: ""),
        Ingredient(name: "Chili flakes", amountPerServing: 0.25, unit: "tsp"),
    ]

    var body: some View {
        Form {
            Section {
                Stepper(value: $servings, in: 1...12) {
                    Text("Servings: \(servings)")
                }
                Stepper {
                    Text("Spice level: \(String(repeating: "🌶", count: spiceLevel))")
                } onIncrement: {
                    spiceLevel = min(spiceLevel + 1, 3)
                } onDecrement: {
                    spiceLevel = max(spiceLevel - 1, 0)
                }
            }
            Section("Ingredients") {
                ForEach(ingredients) { ingredient in
                    Label {
                        Text("\(ingredient.amountPerServing * Double(servings), format: .number.precision(.fractionLength(0...1))) \(ingredient.unit) \(ingredient.name)")
                    } icon: {
                        Image(systemName: "circle.fill")
                            .font(.system(size: 6))
                    }
                    .labelStyle(IngredientLabelStyle())
                }
            }
        }
        .opacity(isVisible ? 1 : 0)
        .onAppear {
            withAnimation(.easeIn(duration: 0.4)) {
                isVisible = true
            }
        }
        .onDisappear {
            isVisible = false
        }
    }
}

#Preview {
    RecipeScalerView()
}
