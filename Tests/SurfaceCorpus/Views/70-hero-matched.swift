import SwiftUI

/// A card that expands with matchedGeometryEffect.
struct HeroCardView: View {
    @Namespace private var animation
    @State private var expanded = false

    var body: some View {
        VStack {
            if expanded {
                RoundedRectangle(cornerRadius: 24)
                    .fill(Color.purple)
                    .matchedGeometryEffect(id: "card", in: animation)
                    .frame(height: 400)
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.purple)
                    .matchedGeometryEffect(id: "card", in: animation)
                    .frame(width: 120, height: 80)
            }
            Button(expanded ? "Collapse" : "Expand") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { expanded.toggle() }
            }
        }
        .padding()
    }
}
