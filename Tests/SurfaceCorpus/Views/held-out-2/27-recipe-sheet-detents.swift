import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
    let ingredients: [String]
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(recipe.ingredients, id: \.self) { ingredient in
                Text(ingredient)
            }
            .navigationTitle(recipe.name)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct RecipeBrowser: View {
    @State private var selectedRecipe: Recipe?
    @State private var showingTimer = false

    let recipes = [
        Recipe(name: "Pancakes", minutes: 20, ingredients: ["Flour", "Milk", "Eggs"]),
        Recipe(name: "Tomato Soup", minutes: 35, ingredients: ["Tomatoes", "Onion", "Stock"]),
    ]

    var body: some View {
        List(recipes) { recipe in
            Button {
                selectedRecipe = recipe
            } label: {
                LabeledContent(recipe.name, value: "\(recipe.minutes) min")
            }
        }
        .sheet(item: $selectedRecipe) { recipe in
            RecipeDetail(recipe: recipe)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
        .sheet(isPresented: $showingTimer) {
            Text("Timer")
                .presentationDetents([.height(200), .fraction(0.3)])
                .presentationBackground(.thinMaterial)
                .presentationCornerRadius(24)
                .interactiveDismissDisabled()
        }
        .toolbar {
            Button("Timer", systemImage: "timer") {
                showingTimer = true
            }
        }
    }
}
