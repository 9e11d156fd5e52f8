import SwiftUI

struct StatCard: View {
    let title: String
    let value: String
    let icon: String
    let color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: icon)
                .font(.caption)
                .foregroundStyle(color)
            Text(value)
                .font(.title2.bold())
                .monospacedDigit()
                .contentTransition(.numericText())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct FitnessDashboard: View {
    @State private var steps = 6_421
    @State private var goalProgress = 0.64

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(Date.now, format: .dateTime.weekday(.wide).day().month())
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 12) {
                    GridRow {
                        StatCard(title: "Steps", value: steps.formatted(), icon: "figure.walk", color: .green)
                        StatCard(title: "Calories", value: "412", icon: "flame.fill", color: .orange)
                    }
                    GridRow {
                        StatCard(title: "Heart", value: "72 bpm", icon: "heart.fill", color: .red)
                            .gridCellColumns(2)
                    }
                }

                HStack(spacing: 24) {
                    Gauge(value: goalProgress) {
                        Text("Goal")
                    } currentValueLabel: {
                        Text(goalProgress, format: .percent.precision(.fractionLength(0)))
                    }
                    .gaugeStyle(.accessoryCircular)
                    .tint(.green)

                    VStack(alignment: .leading) {
                        Text("Daily goal")
                            .font(.headline)
                        ProgressView(value: goalProgress)
                            .tint(.green)
                    }
                }
                .padding()
                .background(.background, in: RoundedRectangle(cornerRadius: 12))

                Button("Add 500 steps") {
                    withAnimation {
                        steps += 500
                        goalProgress = min(1, goalProgress + 0.05)
                    }
                }
                .buttonStyle(.bordered)
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}
