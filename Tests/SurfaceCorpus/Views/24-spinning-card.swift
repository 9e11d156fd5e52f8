import SwiftUI

/// Rotation, offset and blur, animated with withAnimation.
struct SpinningCardView: View {
    @State private var angle = 0.0
    @State private var flipped = false
    @State private var lifted = false
    @State private var blurred = false

    var body: some View {
        VStack(spacing: 40) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.indigo)
                .frame(width: 200, height: 120)
                .rotationEffect(.degrees(angle))
                .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                .offset(y: lifted ? -30 : 0)
                .blur(radius: blurred ? 6 : 0)
            HStack {
                Button("Spin") { withAnimation(.easeInOut(duration: 1)) { angle += 360 } }
                Button("Flip") { withAnimation { flipped.toggle() } }
                Button("Lift") { withAnimation(.spring()) { lifted.toggle() } }
                Button("Blur") { blurred.toggle() }
            }
        }
    }
}
