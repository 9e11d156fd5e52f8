import SwiftUI

struct StepSparklineView: View {
    private let dailySteps: [Double] = [4200, 6100, 5300, 8800, 7200, 9900, 6400]
    private let dayLabels = ["M", "T", "W", "T", "F", "S", "S"]
    @State private var goal = 7000.0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("This Week")
                .font(.headline)
            Canvas { context, size in
                let maxValue = (dailySteps.max() ?? 1) * 1.1
                let stepX = size.width / CGFloat(dailySteps.count - 1)

                func point(at index: Int) -> CGPoint {
                    CGPoint(x: CGFloat(index) * stepX,
                            y: size.height - CGFloat(dailySteps[index] / maxValue) * size.height)
                }

                var line = Path()
                line.move(to: point(at: 0))
                for index in dailySteps.indices.dropFirst() {
                    line.addLine(to: point(at: index))
                }

                var area = line
                area.addLine(to: CGPoint(x: size.width, y: size.height))
                area.addLine(to: CGPoint(x: 0, y: size.height))
                area.closeSubpath()
                context.fill(area, with: .linearGradient(
                    Gradient(colors: [.green.opacity(0.4), .clear]),
                    startPoint: .zero,
                    endPoint: CGPoint(x: 0, y: size.height)))
                context.stroke(line, with: .color(.green), lineWidth: 3)

                let goalY = size.height - CGFloat(goal / maxValue) * size.height
                var goalLine = Path()
                goalLine.move(to: CGPoint(x: 0, y: goalY))
                goalLine.addLine(to: CGPoint(x: size.width, y: goalY))
                context.stroke(goalLine, with: .color(.secondary),
                               style: StrokeStyle(lineWidth: 1, dash: [4, 4]))

                for index in dailySteps.indices {
                    let center = point(at: index)
                    let dot = Path(ellipseIn: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8))
                    context.fill(dot, with: .color(dailySteps[index] >= goal ? .green : .orange))
                    context.draw(Text(dayLabels[index]).font(.caption2),
                                 at: CGPoint(x: center.x, y: size.height - 6))
                }
            }
            .frame(height: 160)
            .accessibilityLabel("Step count for the week")

            Stepper("Goal: \(Int(goal)) steps", value: $goal, in: 3000...12000, step: 500)
        }
        .padding()
    }
}

#Preview {
    StepSparklineView()
}
