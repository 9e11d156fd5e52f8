import SwiftUI

struct CartLine: Identifiable {
    let id = UUID()
    let name: String
    let unitPrice: Double
    var quantity: Int
}

final class ShoppingCart: ObservableObject {
    @Published var lines: [CartLine] = [
        CartLine(name: "Coffee beans", unitPrice: 12.5, quantity: 1),
        CartLine(name: "Filter papers", unitPrice: 4.0, quantity: 2),
    ]

    var total: Double {
        lines.reduce(0) { $0 + $1.unitPrice * Double($1.quantity) }
    }
}

struct CartLineRow: View {
    @Binding var line: CartLine

    var body: some View {
        Stepper(value: $line.quantity, in: 1...10) {
            VStack(alignment: .leading) {
                Text(line.name)
                Text(line.unitPrice * Double(line.quantity), format: .currency(code: "EUR"))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        } onEditingChanged: { editing in
            print("editing \(editing)")
        }
        .sensoryFeedback(.increase, trigger: line.quantity)
    }
}

struct CartView: View {
    @EnvironmentObject var cart: ShoppingCart

    var body: some View {
        List {
            ForEach($cart.lines) { $line in
                CartLineRow(line: $line)
            }
            HStack {
                Text("Total")
                    .bold()
                Spacer()
                Text(cart.total, format: .currency(code: "EUR"))
            }
        }
    }
}

struct ShopRoot: View {
    @StateObject private var cart = ShoppingCart()

    var body: some View {
        CartView()
            .environmentObject(cart)
    }
}
