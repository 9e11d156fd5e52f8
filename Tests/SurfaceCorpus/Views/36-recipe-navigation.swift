import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
    let steps: [String]
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.name)
            Spacer()
            Text("\(recipe.minutes) min")
                .foregroundColor(.secondary)
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        List {
            ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                Text("\(index + 1). \(step)")
            }
        }
        .navigationTitle(recipe.name)
    }
}

/// List and detail with `NavigationLink(destination:)`.
struct RecipeBrowserView: View {
    let recipes = [
        Recipe(name: "Pancakes", minutes: 20, steps: ["Mix", "Rest", "Fry"]),
        Recipe(name: "Tomato soup", minutes: 35, steps: ["Roast", "Blend", "Season"]),
    ]

    var body: some View {
        NavigationView {
            List(recipes) { recipe in
                NavigationLink(destination: RecipeDetail(recipe: recipe)) {
                    RecipeRow(recipe: recipe)
                }
            }
            .navigationTitle("Recipes")
        }
    }
}
