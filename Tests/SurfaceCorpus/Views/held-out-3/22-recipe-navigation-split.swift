import SwiftUI

struct RecipeCategory: Identifiable, Hashable {
    let id: String
    let recipes: [String]
}

struct RecipeSplitView: View {
    let categories = [
        RecipeCategory(id: "Breakfast", recipes: ["Pancakes", "Omelette"]),
        RecipeCategory(id: "Dinner", recipes: ["Risotto", "Curry", "Tacos"]),
    ]
    @State private var selectedCategory: RecipeCategory?
    @State private var selectedRecipe: String?
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(categories, selection: $selectedCategory) { category in
                Text(category.id).tag(category)
            }
            .navigationTitle("Categories")
        } content: {
            if let category = selectedCategory {
                List(category.recipes, id: \.self, selection: $selectedRecipe) { recipe in
                    Text(recipe)
                }
                .navigationTitle(category.id)
            } else {
                Text("Pick a category")
            }
        } detail: {
            if let recipe = selectedRecipe {
                Text(recipe)
                    .font(.largeTitle)
            } else {
                Text("Pick a recipe")
                    .foregroundStyle(.secondary)
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}
