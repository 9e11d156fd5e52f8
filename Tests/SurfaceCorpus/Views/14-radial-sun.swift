import SwiftUI

/// Radial and angular gradients.
struct SunsetView: View {
    var body: some View {
        VStack(spacing: 30) {
            Circle()
                .fill(
                    RadialGradient(
                        gradient: Gradient(colors: [.yellow, .orange, .red]),
                        center: .center,
                        startRadius: 10,
                        endRadius: 120
                    )
                )
                .frame(width: 220, height: 220)
            Circle()
                .strokeBorder(
                    AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center),
                    lineWidth: 30
                )
                .frame(width: 180, height: 180)
        }
    }
}
