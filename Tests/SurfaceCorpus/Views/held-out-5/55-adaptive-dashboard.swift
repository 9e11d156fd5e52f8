import SwiftUI

struct MetricTile: View {
    let title: String
    let value: String
    let symbol: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(title, systemImage: symbol)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title2.bold())
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 14))
    }
}

struct AdaptiveDashboardView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var containerWidth: CGFloat = 0

    private var tiles: some View {
        Group {
            MetricTile(title: "Visitors", value: "1,284", symbol: "person.2")
            MetricTile(title: "Sales", value: "$3,920", symbol: "cart")
            MetricTile(title: "Returns", value: "12", symbol: "arrow.uturn.left")
        }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 12) { tiles }
                    VStack(spacing: 12) { tiles }
                }

                ViewThatFits {
                    Text("Store performance is up 12% compared with last month")
                    Text("Up 12% this month")
                }
                .font(.headline)

                if horizontalSizeClass == .regular {
                    Text("Wide layout · \(Int(containerWidth)) pt")
                } else {
                    Text("Compact layout · \(Int(containerWidth)) pt")
                }
            }
            .padding()
            .onGeometryChange(for: CGFloat.self) { proxy in
                proxy.size.width
            } action: { newWidth in
                containerWidth = newWidth
            }
        }
        .redacted(reason: containerWidth == 0 ? .placeholder : [])
    }
}

#Preview("Dashboard") {
    AdaptiveDashboardView()
}

#Preview("Dark", traits: .sizeThatFitsLayout) {
    AdaptiveDashboardView()
        .preferredColorScheme(.dark)
}
