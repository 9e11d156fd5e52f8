import SwiftUI

/// A hero header on a linear gradient.
struct GradientHeaderView: View {
    var body: some View {
        ZStack {
            LinearGradient(
                gradient: Gradient(colors: [.purple, .blue]),
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            .ignoresSafeArea()
            VStack(spacing: 8) {
                Text("Good morning")
                    .font(.largeTitle.bold())
                    .foregroundColor(.white)
                Text("You have 3 tasks today")
                    .foregroundColor(.white.opacity(0.8))
            }
        }
    }
}
