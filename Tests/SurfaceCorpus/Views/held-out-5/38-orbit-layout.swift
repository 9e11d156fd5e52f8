import SwiftUI

struct OrbitLayout: Layout {
    var radius: CGFloat = 110

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let side = radius * 2 + 60
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: side, height: side))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index) - .pi / 2
            let point = CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)),
                                y: bounds.midY + radius * CGFloat(sin(angle)))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct OrbitLayoutView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var useOrbit = true
    private let planets = ["sun.max.fill", "moon.fill", "cloud.fill", "sparkles", "snowflake", "bolt.fill"]

    private var layout: AnyLayout {
        if useOrbit {
            AnyLayout(OrbitLayout())
        } else if sizeClass == .compact {
            AnyLayout(VStackLayout(spacing: 12))
        } else {
            AnyLayout(HStackLayout(spacing: 12))
        }
    }

    var body: some View {
        VStack(spacing: 24) {
            layout {
                ForEach(planets, id: \.self) { symbol in
                    Image(systemName: symbol)
                        .font(.title)
                        .frame(width: 52, height: 52)
                        .background(.blue.opacity(0.15), in: Circle())
                }
            }
            .animation(.spring(duration: 0.6), value: useOrbit)

            Toggle("Orbit arrangement", isOn: $useOrbit)
                .padding(.horizontal)
        }
    }
}

#Preview {
    OrbitLayoutView()
}
