import SwiftUI

/// A sparkline drawn on a canvas.
struct SparklineView: View {
    let points: [Double] = [3, 5, 4, 8, 6, 9]

    var body: some View {
        Canvas { context, size in
            var path = Path()
            for (index, value) in points.enumerated() {
                let x = size.width * CGFloat(index) / CGFloat(points.count - 1)
                let y = size.height * (1 - CGFloat(value / 10))
                if index == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
            }
            context.stroke(path, with: .color(.green), lineWidth: 2)
        }
        .frame(height: 60)
        .padding()
    }
}
