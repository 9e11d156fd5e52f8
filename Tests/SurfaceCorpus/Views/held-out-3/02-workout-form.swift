import SwiftUI

enum WorkoutKind: String, CaseIterable, Identifiable {
    case run, cycle, swim, yoga
    var id: Self { self }
}

struct NewWorkoutForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var kind: WorkoutKind = .run
    @State private var minutes = 30
    @State private var intensity = 0.5
    @State private var date = Date.now
    @State private var notes = ""
    @State private var remindMe = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Details") {
                    TextField("Title", text: $title)
                        .textInputAutocapitalization(.words)
                    Picker("Kind", selection: $kind) {
                        ForEach(WorkoutKind.allCases) { kind in
                            Text(kind.rawValue.capitalized).tag(kind)
                        }
                    }
                    DatePicker("When", selection: $date, displayedComponents: [.date, .hourAndMinute])
                }
                Section {
                    Stepper("\(minutes) minutes", value: $minutes, in: 5...180, step: 5)
                    VStack(alignment: .leading) {
                        Text("Intensity: \(intensity, format: .percent.precision(.fractionLength(0)))")
                        Slider(value: $intensity, in: 0...1) {
                            Text("Intensity")
                        } minimumValueLabel: {
                            Image(systemName: "tortoise")
                        } maximumValueLabel: {
                            Image(systemName: "hare")
                        }
                    }
                } header: {
                    Text("Effort")
                } footer: {
                    Text("Intensity helps estimate calories burned.")
                }
                Section("Notes") {
                    TextEditor(text: $notes)
                        .frame(minHeight: 100)
                }
                Toggle("Remind me", isOn: $remindMe)
            }
            .navigationTitle("New Workout")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                        .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
