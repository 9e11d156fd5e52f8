import SwiftUI

struct PressableButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(configuration.isPressed ? color.opacity(0.6) : color)
            .foregroundColor(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

/// A custom button style that reads its configuration.
struct CheckoutView: View {
    @State private var orders = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Orders placed: \(orders)")
            Button("Place order") { orders += 1 }
                .buttonStyle(PressableButtonStyle())
            Button("Place urgent order") { orders += 2 }
                .buttonStyle(PressableButtonStyle(color: .red))
        }
    }
}
