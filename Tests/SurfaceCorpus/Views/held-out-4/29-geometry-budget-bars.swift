import SwiftUI

struct BudgetCategory: Identifiable {
    let id = UUID()
    let name: String
    let spent: Double
    let limit: Double
}

struct BudgetBar: View {
    let category: BudgetCategory

    private var fraction: Double {
        min(category.spent / category.limit, 1)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(category.name)
                Spacer()
                Text("\(category.spent, format: .currency(code: "EUR")) of \(category.limit, format: .currency(code: "EUR"))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(fraction > 0.9 ? Color.red : Color.green)
                        .frame(width: geometry.size.width * fraction)
                }
            }
            .frame(height: 12)
        }
    }
}

struct BudgetOverviewView: View {
    let categories = [
        BudgetCategory(name: "Groceries", spent: 310, limit: 400),
        BudgetCategory(name: "Dining out", spent: 145, limit: 150),
        BudgetCategory(name: "Transport", spent: 40, limit: 120),
    ]

    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 24) {
                Text("November")
                    .font(proxy.size.width > 500 ? .largeTitle : .title)
                    .bold()
                ForEach(categories) { category in
                    BudgetBar(category: category)
                }
                Spacer()
            }
            .padding()
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}

#Preview {
    BudgetOverviewView()
}
