import SwiftUI

struct GradientSwatchesView: View {
    @State private var rotation = 0.0

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                swatch("Linear") {
                    LinearGradient(colors: [.pink, .orange, .yellow],
                                   startPoint: .topLeading,
                                   endPoint: .bottomTrailing)
                }
                swatch("Radial") {
                    RadialGradient(gradient: Gradient(colors: [.white, .blue, .indigo]),
                                   center: .center,
                                   startRadius: 5,
                                   endRadius: 140)
                }
                swatch("Angular") {
                    AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red],
                                    center: .center,
                                    angle: .degrees(rotation))
                }
                swatch("Stops") {
                    LinearGradient(stops: [
                        .init(color: .black, location: 0),
                        .init(color: .teal, location: 0.7),
                        .init(color: .white, location: 1),
                    ], startPoint: .top, endPoint: .bottom)
                }
                swatch("Mesh") {
                    MeshGradient(width: 3, height: 3, points: [
                        [0, 0], [0.5, 0], [1, 0],
                        [0, 0.5], [0.6, 0.4], [1, 0.5],
                        [0, 1], [0.5, 1], [1, 1],
                    ], colors: [
                        .red, .purple, .indigo,
                        .orange, .white, .blue,
                        .yellow, .green, .mint,
                    ])
                }
                Text("Elliptical text fill")
                    .font(.largeTitle.weight(.black))
                    .foregroundStyle(
                        EllipticalGradient(colors: [.purple, .cyan], center: .center)
                    )
                Circle()
                    .fill(Color.green.gradient)
                    .frame(width: 90, height: 90)
            }
            .padding()
        }
        .onAppear {
            withAnimation(.linear(duration: 6).repeatForever(autoreverses: false)) {
                rotation = 360
            }
        }
    }

    private func swatch<Fill: View>(_ title: String, @ViewBuilder fill: () -> Fill) -> some View {
        fill()
            .frame(height: 120)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .overlay(alignment: .topLeading) {
                Text(title)
                    .font(.caption.bold())
                    .padding(6)
                    .background(.ultraThinMaterial, in: Capsule())
                    .padding(8)
            }
    }
}

#Preview {
    GradientSwatchesView()
}
