import SwiftUI

/// The iOS 16 `.gradient` shorthand and gradient stops.
struct GradientTilesView: View {
    let colors: [Color] = [.red, .orange, .green, .blue]

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(colors, id: \.self) { color in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(color.gradient)
                        .frame(height: 80)
                }
                Text("Stops")
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(
                        LinearGradient(
                            gradient: Gradient(stops: [
                                .init(color: .white, location: 0),
                                .init(color: .black, location: 0.45),
                                .init(color: .black, location: 0.55),
                                .init(color: .white, location: 1),
                            ]),
                            startPoint: .top, endPoint: .bottom)
                    )
                Text("Colors")
                    .foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
            }
            .padding()
        }
    }
}
