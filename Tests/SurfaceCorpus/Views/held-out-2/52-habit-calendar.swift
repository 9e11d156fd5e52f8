import SwiftUI

struct HabitCalendar: View {
    @State private var completedDays: Set<Int> = [1, 2, 5, 8]
    @State private var selectedDay: Int?

    let columns = Array(repeating: GridItem(.flexible(), spacing: 8), count: 7)
    let weekdays = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        VStack(alignment: .leading) {
            Text("March")
                .font(.title2.bold())

            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(weekdays.indices, id: \.self) { index in
                    Text(weekdays[index])
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }

                ForEach(1...31, id: \.self) { day in
                    Text("\(day)")
                        .frame(maxWidth: .infinity, minHeight: 36)
                        .background(
                            Circle()
                                .fill(completedDays.contains(day) ? Color.green.opacity(0.3) : Color.clear)
                        )
                        .overlay {
                            if selectedDay == day {
                                Circle().stroke(Color.accentColor, lineWidth: 2)
                            }
                        }
                        .contentShape(Rectangle())
                        .onTapGesture(count: 2) {
                            if completedDays.contains(day) {
                                completedDays.remove(day)
                            } else {
                                completedDays.insert(day)
                            }
                        }
                        .onTapGesture {
                            selectedDay = day
                        }
                        .accessibilityAddTraits(completedDays.contains(day) ? .isSelected : [])
                }
            }

            Text("\(completedDays.count) days completed")
                .font(.footnote)
        }
        .padding()
    }
}
