import SwiftUI

struct Star: Shape {
    var points: Int = 5
    var innerRatio: CGFloat = 0.45

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * innerRatio
        let step = .pi / CGFloat(points)
        var path = Path()

        for index in 0..<(points * 2) {
            let radius = index.isMultiple(of: 2) ? outer : inner
            let angle = CGFloat(index) * step - .pi / 2
            let point = CGPoint(x: center.x + cos(angle) * radius,
                                y: center.y + sin(angle) * radius)
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}

struct StarDrawingView: View {
    @State private var drawAmount: CGFloat = 0
    @State private var points = 5.0

    var body: some View {
        VStack(spacing: 32) {
            Star(points: Int(points))
                .trim(from: 0, to: drawAmount)
                .stroke(
                    LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom),
                    style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round)
                )
                .frame(width: 220, height: 220)

            Star(points: Int(points), innerRatio: 0.6)
                .fill(.yellow)
                .overlay(Star(points: Int(points), innerRatio: 0.6).stroke(.orange, lineWidth: 2))
                .frame(width: 80, height: 80)

            Stepper("Points: \(Int(points))", value: $points, in: 3...12)
                .padding(.horizontal)

            Button("Draw") {
                drawAmount = 0
                withAnimation(.easeInOut(duration: 1.5)) {
                    drawAmount = 1
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1.5)) {
                drawAmount = 1
            }
        }
    }
}

#Preview {
    StarDrawingView()
}
