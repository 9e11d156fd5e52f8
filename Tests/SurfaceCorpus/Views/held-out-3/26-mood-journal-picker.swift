import SwiftUI

enum Mood: String, CaseIterable, Identifiable {
    case great = "😄", okay = "🙂", meh = "😐", low = "😞"
    var id: String { rawValue }
}

struct MoodEntry: Identifiable {
    let id = UUID()
    let mood: Mood
    let note: String
    let date: Date
}

struct MoodJournal: View {
    @State private var mood: Mood = .okay
    @State private var note = ""
    @State private var entries: [MoodEntry] = []

    var body: some View {
        NavigationStack {
            Form {
                Picker("Mood", selection: $mood) {
                    ForEach(Mood.allCases) { mood in
                        Text(mood.rawValue).tag(mood)
                    }
                }
                .pickerStyle(.segmented)
                TextField("What happened?", text: $note, axis: .vertical)
                    .lineLimit(3...6)
                Button("Log mood") {
                    entries.insert(MoodEntry(mood: mood, note: note, date: .now), at: 0)
                    note = ""
                }
                Section("History") {
                    ForEach(entries) { entry in
                        HStack(alignment: .firstTextBaseline) {
                            Text(entry.mood.rawValue)
                            VStack(alignment: .leading) {
                                Text(entry.note.isEmpty ? "No note" : entry.note)
                                Text(entry.date, format: .dateTime.day().month().hour().minute())
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Mood")
        }
    }
}
