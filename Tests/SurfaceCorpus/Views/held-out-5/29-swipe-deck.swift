import SwiftUI

struct AdoptionCard: Identifiable {
    let id = UUID()
    let petName: String
    let age: Int
    let color: Color
}

struct SwipeDeckView: View {
    @State private var cards = [
        AdoptionCard(petName: "Biscuit", age: 2, color: .orange),
        AdoptionCard(petName: "Juniper", age: 5, color: .mint),
        AdoptionCard(petName: "Pepper", age: 1, color: .purple),
    ]
    @State private var liked: [String] = []

    var body: some View {
        VStack {
            ZStack {
                ForEach(cards) { card in
                    SwipeableCard(card: card) { didLike in
                        if didLike { liked.append(card.petName) }
                        withAnimation { cards.removeAll { $0.id == card.id } }
                    }
                }
            }
            .frame(height: 420)
            Text(liked.isEmpty ? "Swipe right to like" : "Liked: \(liked.joined(separator: ", "))")
                .foregroundStyle(.secondary)
                .padding()
        }
        .padding()
    }
}

struct SwipeableCard: View {
    let card: AdoptionCard
    let onDecision: (Bool) -> Void

    @GestureState private var dragOffset = CGSize.zero
    @State private var settledOffset = CGSize.zero

    private var totalOffset: CGSize {
        CGSize(width: settledOffset.width + dragOffset.width,
               height: settledOffset.height + dragOffset.height)
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(card.color.gradient)
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading) {
                    Text(card.petName).font(.largeTitle.bold())
                    Text("\(card.age) years old")
                }
                .foregroundStyle(.white)
                .padding(24)
            }
            .offset(totalOffset)
            .rotationEffect(.degrees(Double(totalOffset.width / 20)))
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { value in
                        if abs(value.translation.width) > 120 {
                            let liked = value.translation.width > 0
                            withAnimation(.easeOut(duration: 0.25)) {
                                settledOffset = CGSize(width: liked ? 600 : -600, height: 0)
                            }
                            onDecision(liked)
                        }
                    }
            )
            .animation(.interactiveSpring(), value: dragOffset)
            .accessibilityAction(named: "Like") { onDecision(true) }
            .accessibilityAction(named: "Skip") { onDecision(false) }
    }
}

#Preview {
    SwipeDeckView()
}
