import SwiftUI

struct KitchenRecipe: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let course: String
    let minutes: Int
    let steps: [String]
}

struct RecipeSplitView: View {
    @State private var selection: KitchenRecipe.ID?
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    private let recipes = [
        KitchenRecipe(name: "Lemon Risotto", course: "Main", minutes: 40,
                      steps: ["Toast the rice", "Add stock slowly", "Finish with lemon"]),
        KitchenRecipe(name: "Herb Flatbread", course: "Side", minutes: 25,
                      steps: ["Mix the dough", "Rest ten minutes", "Bake until blistered"]),
        KitchenRecipe(name: "Pear Crumble", course: "Dessert", minutes: 50,
                      steps: ["Slice pears", "Rub butter into oats", "Bake"]),
    ]

    private var selectedRecipe: KitchenRecipe? {
        recipes.first { $0.id == selection }
    }

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(recipes, selection: $selection) { recipe in
                VStack(alignment: .leading) {
                    Text(recipe.name)
                    Text(recipe.course)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Recipes")
        } detail: {
            if let recipe = selectedRecipe {
                List {
                    Section {
                        Label("\(recipe.minutes) minutes", systemImage: "timer")
                    }
                    Section("Method") {
                        ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                            HStack(alignment: .firstTextBaseline) {
                                Text("\(index + 1).")
                                    .bold()
                                Text(step)
                            }
                        }
                    }
                }
                .navigationTitle(recipe.name)
            } else {
                ContentUnavailableView("Pick a Recipe",
                                       systemImage: "fork.knife",
                                       description: Text("Choose something from the list to see how to cook it."))
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

#Preview {
    RecipeSplitView()
}
