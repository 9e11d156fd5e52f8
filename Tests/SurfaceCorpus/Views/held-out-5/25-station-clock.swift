import SwiftUI

struct StationClockView: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack(spacing: 20) {
                ClockFace(date: context.date)
                    .frame(width: 240, height: 240)
                Text(context.date, format: .dateTime.hour().minute().second())
                    .font(.title2.monospacedDigit())
                Text(context.date, style: .date)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct ClockFace: View {
    let date: Date

    private var components: DateComponents {
        Calendar.current.dateComponents([.hour, .minute, .second], from: date)
    }

    var body: some View {
        let hour = Double(components.hour ?? 0)
        let minute = Double(components.minute ?? 0)
        let second = Double(components.second ?? 0)

        ZStack {
            Circle()
                .fill(.background)
                .overlay(Circle().stroke(.primary, lineWidth: 4))
            ForEach(0..<12) { tick in
                Capsule()
                    .fill(.primary)
                    .frame(width: 3, height: tick % 3 == 0 ? 18 : 10)
                    .offset(y: -104)
                    .rotationEffect(.degrees(Double(tick) * 30))
            }
            ClockHand(length: 60, width: 6)
                .rotationEffect(.degrees((hour.truncatingRemainder(dividingBy: 12) + minute / 60) * 30))
            ClockHand(length: 90, width: 4)
                .rotationEffect(.degrees(minute * 6))
            ClockHand(length: 100, width: 1.5)
                .foregroundStyle(.red)
                .rotationEffect(.degrees(second * 6))
                .animation(.spring(response: 0.3, dampingFraction: 0.5), value: second)
            Circle()
                .fill(.red)
                .frame(width: 10, height: 10)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(date, style: .time))
    }
}

struct ClockHand: View {
    let length: CGFloat
    let width: CGFloat

    var body: some View {
        RoundedRectangle(cornerRadius: width / 2)
            .frame(width: width, height: length)
            .offset(y: -length / 2)
    }
}

#Preview {
    StationClockView()
}
