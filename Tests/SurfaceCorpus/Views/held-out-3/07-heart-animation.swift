import SwiftUI

struct HeartLikeButton: View {
    @State private var isLiked = false
    @State private var likes = 41

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.5)) {
                isLiked.toggle()
                likes += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 6) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? .red : .primary)
                    .scaleEffect(isLiked ? 1.3 : 1.0)
                    .symbolEffect(.bounce, value: isLiked)
                Text("\(likes)")
                    .contentTransition(.numericText())
                    .monospacedDigit()
            }
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color(.systemGray6)))
        }
        .buttonStyle(.plain)
        .sensoryFeedback(.impact, trigger: isLiked)
    }
}
