import SwiftUI

/// A heart that pops when tapped.
struct LikeButtonView: View {
    @State private var isLiked = false
    @State private var likes = 41

    var body: some View {
        HStack {
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .foregroundColor(isLiked ? .red : .primary)
                .scaleEffect(isLiked ? 1.3 : 1.0)
                .animation(.spring(response: 0.3, dampingFraction: 0.5), value: isLiked)
                .onTapGesture {
                    isLiked.toggle()
                    likes += isLiked ? 1 : -1
                }
            Text("\(likes) likes")
        }
        .font(.title)
    }
}
