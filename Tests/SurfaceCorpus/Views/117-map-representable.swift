import SwiftUI
import UIKit

/// A UIKit activity indicator wrapped for SwiftUI.
struct Spinner: UIViewRepresentable {
    var isAnimating: Bool

    func makeUIView(context: Context) -> UIActivityIndicatorView {
        UIActivityIndicatorView(style: .large)
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        if isAnimating { uiView.startAnimating() } else { uiView.stopAnimating() }
    }
}

struct LoadingOverlayView: View {
    @State private var loading = true

    var body: some View {
        VStack {
            Spinner(isAnimating: loading)
            Button(loading ? "Stop" : "Start") { loading.toggle() }
        }
    }
}
