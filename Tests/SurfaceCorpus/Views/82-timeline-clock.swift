import SwiftUI

/// A clock redrawn every second by TimelineView.
struct TickingClockView: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack {
                Text(context.date.formatted(date: .omitted, time: .standard))
                    .font(.system(.largeTitle, design: .monospaced))
                Text(context.date, style: .date)
            }
        }
    }
}
