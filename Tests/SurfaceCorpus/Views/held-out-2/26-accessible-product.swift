import SwiftUI

struct Product: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
    let rating: Int
}

struct ProductCard: View {
    let product: Product
    @State private var isFavorite = false
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor

    var body: some View {
        let layout = dynamicTypeSize >= .accessibility1
            ? AnyLayout(VStackLayout(alignment: .leading))
            : AnyLayout(HStackLayout())

        layout {
            Image(decorative: "product-\(product.name)")
                .resizable()
                .frame(width: 64, height: 64)

            VStack(alignment: .leading) {
                Text(product.name)
                    .font(.headline)
                Text(product.price, format: .currency(code: "USD"))
                HStack(spacing: 2) {
                    ForEach(0..<product.rating, id: \.self) { _ in
                        Image(systemName: "star.fill")
                    }
                }
                .accessibilityHidden(true)
            }

            Spacer()

            Button {
                if reduceMotion {
                    isFavorite.toggle()
                } else {
                    withAnimation(.spring) { isFavorite.toggle() }
                }
            } label: {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
                    .foregroundStyle(differentiateWithoutColor ? Color.primary : (isFavorite ? Color.red : Color.gray))
            }
            .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
        }
        .padding()
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text("\(product.name), \(product.rating) stars"))
        .accessibilityHint("Double tap to open the product")
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(named: "Favorite") {
            isFavorite.toggle()
        }
        .accessibilityInputLabels(["Product", "Item"])
        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
    }
}

struct ProductList: View {
    let products = [
        Product(name: "Kettle", price: 39.0, rating: 4),
        Product(name: "Teapot", price: 24.5, rating: 5),
    ]

    var body: some View {
        ScrollView {
            ForEach(products) { product in
                ProductCard(product: product)
                    .accessibilitySortPriority(product.rating > 4 ? 1 : 0)
            }
        }
    }
}
