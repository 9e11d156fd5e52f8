import SwiftUI

struct Product: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let price: Decimal
}

final class Cart: ObservableObject {
    @Published var items: [Product] = []

    var total: Decimal {
        items.reduce(0) { $0 + $1.price }
    }

    func add(_ product: Product) {
        items.append(product)
    }
}

struct ProductRow: View {
    let product: Product
    @EnvironmentObject var cart: Cart

    var body: some View {
        HStack {
            Text(product.name)
            Spacer()
            Text(product.price, format: .currency(code: "USD"))
            Button {
                cart.add(product)
            } label: {
                Image(systemName: "cart.badge.plus")
            }
            .buttonStyle(.borderless)
        }
    }
}

struct CartSummary: View {
    @ObservedObject var cart: Cart

    var body: some View {
        HStack {
            Text("\(cart.items.count) items")
            Spacer()
            Text(cart.total, format: .currency(code: "USD"))
                .bold()
        }
        .padding()
        .background(.regularMaterial)
    }
}

struct StoreView: View {
    @EnvironmentObject var cart: Cart
    let products = [
        Product(name: "Notebook", price: 4.5),
        Product(name: "Fountain pen", price: 28),
        Product(name: "Ink bottle", price: 12.75),
    ]

    var body: some View {
        NavigationStack {
            List(products) { product in
                ProductRow(product: product)
            }
            .navigationTitle("Stationery")
            .safeAreaInset(edge: .bottom) {
                CartSummary(cart: cart)
            }
        }
    }
}

struct StoreRoot: View {
    @StateObject private var cart = Cart()

    var body: some View {
        StoreView()
            .environmentObject(cart)
    }
}

#Preview {
    StoreRoot()
}
