import SwiftUI

struct ToastBanner: View {
    let message: String
    let symbol: String

    var body: some View {
        Label(message, systemImage: symbol)
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(.thinMaterial, in: Capsule())
            .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
    }
}

struct SavedToastView: View {
    @State private var showToast = false
    @State private var showDetails = false
    @State private var saveCount = 0

    var body: some View {
        VStack(spacing: 20) {
            Button("Save Draft") {
                saveCount += 1
                withAnimation(.spring(response: 0.4, dampingFraction: 0.75)) {
                    showToast = true
                }
            }
            .buttonStyle(.borderedProminent)

            Button(showDetails ? "Hide Details" : "Show Details") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    showDetails.toggle()
                }
            }

            if showDetails {
                Text("Drafts are kept on this device for 30 days.")
                    .padding()
                    .background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 10))
                    .transition(.asymmetric(insertion: .scale(scale: 0.8).combined(with: .opacity),
                                            removal: .slide))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .top) {
            if showToast {
                ToastBanner(message: "Draft \(saveCount) saved", symbol: "checkmark.circle.fill")
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .padding(.top, 8)
                    .task {
                        try? await Task.sleep(for: .seconds(2))
                        withAnimation { showToast = false }
                    }
            }
        }
    }
}

#Preview {
    SavedToastView()
}
