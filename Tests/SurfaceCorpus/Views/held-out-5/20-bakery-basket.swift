import SwiftUI

struct Pastry: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let price: Decimal
}

final class BakeryBasket: ObservableObject {
    @Published var pastries: [Pastry] = []

    var total: Decimal {
        pastries.reduce(0) { $0 + $1.price }
    }

    func add(_ pastry: Pastry) {
        pastries.append(pastry)
    }
}

struct BakeryBasketApp: View {
    @StateObject private var basket = BakeryBasket()

    var body: some View {
        TabView {
            PastryMenuView()
                .tabItem { Label("Menu", systemImage: "birthday.cake") }
            BasketSummaryView()
                .tabItem { Label("Basket", systemImage: "basket") }
                .badge(basket.pastries.count)
        }
        .environmentObject(basket)
    }
}

struct PastryMenuView: View {
    @EnvironmentObject var basket: BakeryBasket

    private let menu = [
        Pastry(name: "Cardamom Bun", price: 3.5),
        Pastry(name: "Almond Croissant", price: 4.25),
        Pastry(name: "Rye Cookie", price: 2),
    ]

    var body: some View {
        NavigationStack {
            List(menu) { pastry in
                Button {
                    basket.add(pastry)
                } label: {
                    LabeledContent(pastry.name) {
                        Text(pastry.price, format: .currency(code: "EUR"))
                    }
                }
                .tint(.primary)
            }
            .navigationTitle("Today's Bakes")
        }
    }
}

struct BasketSummaryView: View {
    @EnvironmentObject private var basket: BakeryBasket

    var body: some View {
        NavigationStack {
            List {
                ForEach(basket.pastries) { pastry in
                    Text(pastry.name)
                }
                .onDelete { basket.pastries.remove(atOffsets: $0) }
                Section {
                    HStack {
                        Text("Total").bold()
                        Spacer()
                        Text(basket.total, format: .currency(code: "EUR"))
                    }
                }
            }
            .navigationTitle("Basket")
        }
    }
}

#Preview {
    BakeryBasketApp()
}
