import SwiftUI

struct JournalEntry: Identifiable {
    let id = UUID()
    let date: Date
    let text: String
    let mood: String
}

struct JournalList: View {
    let entries: [JournalEntry] = [
        JournalEntry(date: .now, text: "Long walk by the river.", mood: "😊"),
        JournalEntry(date: .now.addingTimeInterval(-86_400), text: "Rainy, stayed in.", mood: "😐"),
        JournalEntry(date: .now.addingTimeInterval(-86_400), text: "Finished the book.", mood: "🤓"),
    ]

    var groupedEntries: [String: [JournalEntry]] {
        Dictionary(grouping: entries) { entry in
            entry.date.formatted(date: .abbreviated, time: .omitted)
        }
    }

    var sortedDays: [String] {
        groupedEntries.keys.sorted(by: >)
    }

    var body: some View {
        List {
            ForEach(sortedDays, id: \.self) { day in
                Section {
                    ForEach(groupedEntries[day] ?? []) { entry in
                        HStack(alignment: .firstTextBaseline) {
                            Text(entry.mood)
                            Text(entry.text)
                        }
                        .listRowBackground(Color.yellow.opacity(0.1))
                        .listRowSeparator(.hidden)
                        .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
                    }
                } header: {
                    Text(day)
                } footer: {
                    Text("\(groupedEntries[day]?.count ?? 0) entries")
                }
                .headerProminence(.increased)
            }
        }
        .listStyle(.grouped)
        .scrollContentBackground(.hidden)
        .background(Color.yellow.opacity(0.05))
    }
}
