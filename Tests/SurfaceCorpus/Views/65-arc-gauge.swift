import SwiftUI

struct GaugeArc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool
    var insetAmount = 0.0

    func path(in rect: CGRect) -> Path {
        let rotationAdjustment = Angle.degrees(90)
        let modifiedStart = startAngle - rotationAdjustment
        let modifiedEnd = endAngle - rotationAdjustment

        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY),
            radius: rect.width / 2 - insetAmount,
            startAngle: modifiedStart,
            endAngle: modifiedEnd,
            clockwise: !clockwise)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

/// An insettable arc stroked inside its frame.
struct FuelGaugeView: View {
    @State private var level = 0.6

    var body: some View {
        VStack {
            GaugeArc(startAngle: .degrees(0), endAngle: .degrees(360 * level), clockwise: true)
                .strokeBorder(.blue, lineWidth: 30)
                .frame(width: 220, height: 220)
            Slider(value: $level)
        }
        .padding()
    }
}
