import SwiftUI

struct ClassicTabBarView: View {
    @State private var selection = 0
    @State private var cartCount = 2

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                ShopHomeTab(cartCount: $cartCount)
            }
            .tabItem {
                Label("Shop", systemImage: "bag")
            }
            .tag(0)

            NavigationStack {
                Text("\(cartCount) items in your cart")
                    .navigationTitle("Cart")
            }
            .tabItem {
                Label("Cart", systemImage: "cart")
            }
            .badge(cartCount)
            .tag(1)

            Text("Order history")
                .tabItem {
                    Image(systemName: "clock")
                    Text("Orders")
                }
                .tag(2)
        }
        .tint(.indigo)
        .onChange(of: selection) { oldValue, newValue in
            print("Switched from tab \(oldValue) to \(newValue)")
        }
    }
}

struct ShopHomeTab: View {
    @Binding var cartCount: Int

    var body: some View {
        List {
            ForEach(["Canvas Tote", "Enamel Mug", "Linen Apron"], id: \.self) { product in
                HStack {
                    Text(product)
                    Spacer()
                    Button {
                        cartCount += 1
                    } label: {
                        Image(systemName: "plus.circle.fill")
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Add \(product) to cart")
                }
            }
        }
        .navigationTitle("Shop")
    }
}

#Preview {
    ClassicTabBarView()
}
