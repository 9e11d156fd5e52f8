import SwiftUI
import Observation

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Decimal
}

@Observable
class ShoppingCart {
    var items: [Product] = []
    var couponCode = ""

    var total: Decimal {
        items.reduce(0) { $0 + $1.price }
    }

    func add(_ product: Product) {
        items.append(product)
    }

    func remove(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
}

struct CartScreen: View {
    @State private var cart = ShoppingCart()
    let catalogue = [
        Product(id: 1, name: "Notebook", price: 4.5),
        Product(id: 2, name: "Fountain Pen", price: 32),
        Product(id: 3, name: "Ink Bottle", price: 9.99),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Catalogue") {
                    ForEach(catalogue) { product in
                        HStack {
                            Text(product.name)
                            Spacer()
                            Text(product.price, format: .currency(code: "EUR"))
                            Button("Add", systemImage: "plus.circle") {
                                cart.add(product)
                            }
                            .labelStyle(.iconOnly)
                            .buttonStyle(.borderless)
                        }
                    }
                }
                Section("In your cart") {
                    ForEach(cart.items, id: \.id) { item in
                        Text(item.name)
                    }
                    .onDelete(perform: cart.remove)
                }
                CouponField(cart: cart)
            }
            .safeAreaInset(edge: .bottom) {
                Text("Total: \(cart.total, format: .currency(code: "EUR"))")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(.thinMaterial)
            }
            .navigationTitle("Cart")
        }
    }
}

struct CouponField: View {
    @Bindable var cart: ShoppingCart

    var body: some View {
        TextField("Coupon code", text: $cart.couponCode)
            .autocorrectionDisabled()
    }
}
