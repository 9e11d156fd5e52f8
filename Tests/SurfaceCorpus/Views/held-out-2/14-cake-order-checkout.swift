import SwiftUI

@Observable
class CakeOrder: Codable {
    enum CodingKeys: String, CodingKey {
        case _flavor = "flavor"
        case _quantity = "quantity"
        case _extraFrosting = "extraFrosting"
        case _specialRequestEnabled = "specialRequestEnabled"
    }

    static let flavors = ["Vanilla", "Strawberry", "Chocolate", "Lemon"]

    var flavor = 0
    var quantity = 3

    var specialRequestEnabled = false {
        didSet {
            if specialRequestEnabled == false {
                extraFrosting = false
            }
        }
    }

    var extraFrosting = false

    var cost: Decimal {
        var cost = Decimal(quantity) * 2
        cost += Decimal(flavor) / 2
        if extraFrosting {
            cost += Decimal(quantity)
        }
        return cost
    }
}

struct CakeOrderForm: View {
    @Bindable var order: CakeOrder

    var body: some View {
        Form {
            Section {
                Picker("Select your cake flavor", selection: $order.flavor) {
                    ForEach(CakeOrder.flavors.indices, id: \.self) {
                        Text(CakeOrder.flavors[$0])
                    }
                }

                Stepper("Number of cakes: \(order.quantity)", value: $order.quantity, in: 3...20)
            }

            Section {
                Toggle("Any special requests?", isOn: $order.specialRequestEnabled.animation())

                if order.specialRequestEnabled {
                    Toggle("Add extra frosting", isOn: $order.extraFrosting)
                }
            }

            Section {
                NavigationLink("Check out") {
                    CheckoutView(order: order)
                }
            }
        }
        .navigationTitle("Cake Shop")
    }
}

struct CheckoutView: View {
    var order: CakeOrder

    @State private var confirmationMessage = ""
    @State private var showingConfirmation = false

    var body: some View {
        ScrollView {
            VStack {
                AsyncImage(url: URL(string: "https://example.com/img/cake@3x.jpg"), scale: 3) { image in
                    image
                        .resizable()
                        .scaledToFit()
                } placeholder: {
                    ProgressView()
                }
                .frame(height: 233)

                Text("Your total is \(order.cost, format: .currency(code: "USD"))")
                    .font(.title)

                Button("Place Order") {
                    Task {
                        await placeOrder()
                    }
                }
                .padding()
            }
        }
        .navigationTitle("Check out")
        .navigationBarTitleDisplayMode(.inline)
        .scrollBounceBehavior(.basedOnSize)
        .alert("Thank you!", isPresented: $showingConfirmation) {
            Button("OK") { }
        } message: {
            Text(confirmationMessage)
        }
    }

    func placeOrder() async {
        guard let encoded = try? JSONEncoder().encode(order) else {
            print("Failed to encode order")
            return
        }

        let url = URL(string: "https://example.com/cakeorder")!
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpMethod = "POST"

        do {
            let (data, _) = try await URLSession.shared.upload(for: request, from: encoded)
            let decodedOrder = try JSONDecoder().decode(CakeOrder.self, from: data)
            confirmationMessage = "Your order for \(decodedOrder.quantity) cakes is on its way!"
            showingConfirmation = true
        } catch {
            print("Checkout failed: \(error.localizedDescription)")
        }
    }
}
