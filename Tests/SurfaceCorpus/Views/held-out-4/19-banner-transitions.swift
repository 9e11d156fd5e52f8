import SwiftUI

struct ToastBanner: View {
    let message: String

    var body: some View {
        Label(message, systemImage: "checkmark.seal.fill")
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(.thinMaterial, in: Capsule())
            .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
    }
}

struct TransitionsDemoView: View {
    @State private var showBanner = false
    @State private var showDetails = false
    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 24) {
            if showBanner {
                ToastBanner(message: "Saved to favorites")
                    .transition(.move(edge: .top).combined(with: .opacity))
            }

            Button("Toggle Banner") {
                withAnimation(.easeInOut(duration: 0.35)) {
                    showBanner.toggle()
                }
            }

            Button("Toggle Details") {
                withAnimation(.bouncy) {
                    showDetails.toggle()
                }
            }

            if showDetails {
                Text("Details slide in from the right and fade out when hidden.")
                    .padding()
                    .background(Color.yellow.opacity(0.3))
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
            }

            RoundedRectangle(cornerRadius: isExpanded ? 40 : 8)
                .fill(isExpanded ? Color.purple : Color.blue)
                .frame(width: isExpanded ? 220 : 100, height: 100)
                .rotationEffect(.degrees(isExpanded ? 8 : 0))
                .animation(.spring(duration: 0.6, bounce: 0.4), value: isExpanded)
                .onTapGesture {
                    isExpanded.toggle()
                }

            Spacer()
        }
        .padding()
    }
}

#Preview {
    TransitionsDemoView()
}
