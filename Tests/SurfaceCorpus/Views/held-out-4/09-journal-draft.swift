import SwiftUI

enum Mood: String, CaseIterable, Identifiable {
    case great = "😄"
    case okay = "🙂"
    case meh = "😐"
    case low = "😞"

    var id: String { rawValue }
}

struct JournalEntryView: View {
    @SceneStorage("journal.draftTitle") private var title = ""
    @SceneStorage("journal.draftBody") private var bodyText = ""
    @State private var date = Date.now
    @State private var mood: Mood = .okay
    @State private var savedCount = 0

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                    .font(.headline)

                DatePicker("Date", selection: $date, in: ...Date.now, displayedComponents: .date)

                Picker("Mood", selection: $mood) {
                    ForEach(Mood.allCases) { mood in
                        Text(mood.rawValue).tag(mood)
                    }
                }
                .pickerStyle(.segmented)

                Section("Entry") {
                    TextField("What happened today?", text: $bodyText, axis: .vertical)
                        .lineLimit(5...12)
                }

                Section {
                    Text("\(bodyText.split(separator: " ").count) words")
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("New Entry")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        savedCount += 1
                        title = ""
                        bodyText = ""
                    }
                    .disabled(title.isEmpty || bodyText.isEmpty)
                }
                ToolbarItem(placement: .status) {
                    Text("\(savedCount) saved")
                        .font(.caption)
                }
            }
        }
    }
}

#Preview {
    JournalEntryView()
}
