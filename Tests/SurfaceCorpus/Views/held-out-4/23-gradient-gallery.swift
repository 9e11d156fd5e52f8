import SwiftUI

struct GradientTile<Fill: ShapeStyle>: View {
    let title: String
    let fill: Fill

    var body: some View {
        VStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 16)
                .fill(fill)
                .frame(height: 120)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct GradientGalleryView: View {
    private let sunset: [Color] = [.yellow, .orange, .pink, .purple]

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                GradientTile(
                    title: "Linear",
                    fill: LinearGradient(colors: sunset, startPoint: .topLeading, endPoint: .bottomTrailing)
                )
                GradientTile(
                    title: "Linear with stops",
                    fill: LinearGradient(
                        gradient: Gradient(stops: [
                            .init(color: .blue, location: 0),
                            .init(color: .cyan, location: 0.3),
                            .init(color: .white, location: 1),
                        ]),
                        startPoint: .top,
                        endPoint: .bottom
                    )
                )
                GradientTile(
                    title: "Radial",
                    fill: RadialGradient(colors: [.white, .teal], center: .center, startRadius: 5, endRadius: 140)
                )
                GradientTile(
                    title: "Angular",
                    fill: AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
                )
                GradientTile(title: "Color gradient", fill: Color.green.gradient)

                MeshGradient(
                    width: 3,
                    height: 3,
                    points: [
                        [0, 0], [0.5, 0], [1, 0],
                        [0, 0.5], [0.6, 0.4], [1, 0.5],
                        [0, 1], [0.5, 1], [1, 1],
                    ],
                    colors: [
                        .indigo, .purple, .pink,
                        .blue, .mint, .orange,
                        .teal, .green, .yellow,
                    ]
                )
                .frame(height: 160)
                .clipShape(.rect(cornerRadius: 16))

                Text("Gradients everywhere")
                    .font(.title.bold())
                    .foregroundStyle(
                        LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing)
                    )
            }
            .padding()
        }
    }
}

#Preview {
    GradientGalleryView()
}
