import SwiftUI

struct NutritionFact: Identifiable {
    let id = UUID()
    let name: String
    let grams: Double
    let explanation: String
}

struct FactRow: View {
    let fact: NutritionFact
    @State private var showingInfo = false

    var body: some View {
        HStack {
            Text(fact.name)
            Spacer()
            Text("\(fact.grams, specifier: "%.1f") g")
                .monospacedDigit()
            Button {
                showingInfo.toggle()
            } label: {
                Image(systemName: "info.circle")
            }
            .buttonStyle(.borderless)
            .popover(isPresented: $showingInfo, arrowEdge: .top) {
                VStack(alignment: .leading, spacing: 8) {
                    Text(fact.name)
                        .font(.headline)
                    Text(fact.explanation)
                        .font(.callout)
                        .fixedSize(horizontal: false, vertical: true)
                }
                .padding()
                .frame(idealWidth: 260)
                .presentationCompactAdaptation(.popover)
            }
        }
    }
}

struct NutritionLabelView: View {
    let facts = [
        NutritionFact(name: "Protein", grams: 12.4, explanation: "Helps build and repair muscle."),
        NutritionFact(name: "Carbohydrates", grams: 31.0, explanation: "Your body's main source of quick energy."),
        NutritionFact(name: "Fiber", grams: 6.2, explanation: "Keeps digestion regular and you full for longer."),
        NutritionFact(name: "Sugar", grams: 4.8, explanation: "Includes both natural and added sugars."),
    ]

    var body: some View {
        NavigationStack {
            List(facts) { fact in
                FactRow(fact: fact)
            }
            .navigationTitle("Granola Bowl")
        }
    }
}

#Preview {
    NutritionLabelView()
}
