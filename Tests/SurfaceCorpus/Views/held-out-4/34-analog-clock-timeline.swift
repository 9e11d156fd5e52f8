import SwiftUI

struct ClockFace: View {
    let date: Date

    private var components: DateComponents {
        Calendar.current.dateComponents([.hour, .minute, .second], from: date)
    }

    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2

            let face = Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                              width: radius * 2, height: radius * 2))
            context.stroke(face, with: .color(.primary), lineWidth: 3)

            for tick in 0..<12 {
                let angle = CGFloat(tick) / 12 * 2 * .pi
                var tickPath = Path()
                tickPath.move(to: CGPoint(x: center.x + sin(angle) * radius * 0.85,
                                          y: center.y - cos(angle) * radius * 0.85))
                tickPath.addLine(to: CGPoint(x: center.x + sin(angle) * radius * 0.95,
                                             y: center.y - cos(angle) * radius * 0.95))
                context.stroke(tickPath, with: .color(.secondary), lineWidth: 2)
            }

            func hand(fraction: Double, length: CGFloat, width: CGFloat, color: Color) {
                let angle = CGFloat(fraction) * 2 * .pi
                var path = Path()
                path.move(to: center)
                path.addLine(to: CGPoint(x: center.x + sin(angle) * length,
                                         y: center.y - cos(angle) * length))
                context.stroke(path, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
            }

            let hour = Double(components.hour ?? 0).truncatingRemainder(dividingBy: 12)
            let minute = Double(components.minute ?? 0)
            let second = Double(components.second ?? 0)
            hand(fraction: (hour + minute / 60) / 12, length: radius * 0.5, width: 6, color: .primary)
            hand(fraction: minute / 60, length: radius * 0.75, width: 4, color: .primary)
            hand(fraction: second / 60, length: radius * 0.85, width: 1.5, color: .red)
        }
    }
}

struct WorldClockView: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack(spacing: 16) {
                ClockFace(date: context.date)
                    .frame(width: 240, height: 240)
                Text(context.date, format: .dateTime.hour().minute().second())
                    .font(.title2.monospacedDigit())
            }
        }
        .padding()
    }
}

#Preview {
    WorldClockView()
}
