import SwiftUI

final class CartStore: ObservableObject {
    @Published var items: [String] = []

    var count: Int { items.count }
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        Label("\(cart.count)", systemImage: "cart")
    }
}

struct ProductCatalog: View {
    @EnvironmentObject var cart: CartStore
    let products = ["Lamp", "Desk", "Chair"]

    var body: some View {
        List(products, id: \.self) { product in
            Button("Add \(product)") { cart.items.append(product) }
        }
    }
}

/// An observable object shared through the environment.
struct ShopView: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        NavigationView {
            ProductCatalog()
                .navigationTitle("Shop")
                .toolbar { CartBadge() }
        }
        .environmentObject(cart)
    }
}
