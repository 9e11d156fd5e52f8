import SwiftUI

/// A toast that slides in and fades out.
struct SavedToastView: View {
    @State private var showToast = false

    var body: some View {
        ZStack(alignment: .top) {
            Button("Save") {
                withAnimation(.spring()) { showToast.toggle() }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)

            if showToast {
                Text("Saved")
                    .padding()
                    .background(Color.green)
                    .foregroundColor(.white)
                    .clipShape(Capsule())
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .zIndex(1)
            }
            if showToast {
                Image(systemName: "checkmark.circle")
                    .transition(.asymmetric(insertion: .scale, removal: .opacity))
            }
        }
    }
}
