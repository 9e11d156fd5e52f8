import SwiftUI

struct ShakeEffect: GeometryEffect {
    var travel: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(translationX: travel * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A PIN field that shakes on a wrong attempt.
struct ShakingPinView: View {
    @State private var attempts = 0
    @State private var pin = ""

    var body: some View {
        VStack {
            TextField("PIN", text: $pin)
                .padding()
                .border(Color.gray)
                .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
            Button("Unlock") {
                if pin != "0000" {
                    withAnimation(.default) { attempts += 1 }
                }
            }
        }
        .padding()
    }
}
