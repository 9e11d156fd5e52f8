import SwiftUI

struct UpcomingEvent: Identifiable {
    let id = UUID()
    let name: String
    let start: Date
    let end: Date
}

struct EventDatesView: View {
    let events = [
        UpcomingEvent(name: "Design review", start: .now.addingTimeInterval(3_600), end: .now.addingTimeInterval(7_200)),
        UpcomingEvent(name: "Team lunch", start: .now.addingTimeInterval(86_400), end: .now.addingTimeInterval(90_000)),
    ]

    var body: some View {
        List(events) { event in
            VStack(alignment: .leading, spacing: 4) {
                Text(event.name)
                    .font(.headline)
                Text(event.start, style: .date)
                Text(event.start, style: .relative)
                    .foregroundStyle(.secondary)
                Text(event.start...event.end)
                    .font(.caption)
                Text(event.start.formatted(date: .abbreviated, time: .shortened))
                    .font(.caption2)
                Text(event.start, format: .dateTime.weekday(.wide).hour().minute())
            }
        }
        .listStyle(.insetGrouped)
    }
}
