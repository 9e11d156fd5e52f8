import SwiftUI

struct MetricTile: View {
    let title: String
    let value: String
    let symbol: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: symbol)
                .font(.caption.weight(.semibold))
                .foregroundStyle(tint)
            Text(value)
                .font(.system(.title, design: .rounded, weight: .bold))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

struct ActivityDashboard: View {
    let steps = 8_421
    let goal = 10_000
    let distance = Measurement(value: 6.2, unit: UnitLength.kilometers)

    var progress: Double { Double(steps) / Double(goal) }

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ZStack {
                    Circle()
                        .stroke(Color.green.opacity(0.2), lineWidth: 18)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 18, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    VStack {
                        Text(steps, format: .number)
                            .font(.largeTitle.bold())
                        Text("of \(goal.formatted()) steps")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
                .frame(width: 200, height: 200)

                Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                    GridRow {
                        MetricTile(title: "Distance", value: distance.formatted(), symbol: "figure.walk", tint: .blue)
                        MetricTile(title: "Calories", value: "412", symbol: "flame.fill", tint: .orange)
                    }
                    GridRow {
                        MetricTile(title: "Floors", value: "9", symbol: "stairs", tint: .purple)
                        MetricTile(title: "Heart", value: "72 bpm", symbol: "heart.fill", tint: .red)
                    }
                }
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}
