import SwiftUI

/// Colour that runs under the safe areas, and a pinned bottom bar.
struct WelcomeBackdropView: View {
    @State private var accepted = false

    var body: some View {
        ZStack {
            Color.indigo
                .edgesIgnoringSafeArea(.all)
            VStack {
                Text("Welcome")
                    .font(.largeTitle)
                    .foregroundColor(.white)
                Text(accepted ? "Thanks!" : "Please accept the terms")
                    .foregroundColor(.white)
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button("Accept") { accepted = true }
                .padding()
                .frame(maxWidth: .infinity)
                .background(.ultraThinMaterial)
        }
    }
}
