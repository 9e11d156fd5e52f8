import SwiftUI

struct NewHabitSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    let onSave: (String) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Habit name", text: $name)
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(name)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

/// A sheet that adds to its presenter's list and dismisses itself.
struct HabitListView: View {
    @State private var habits = ["Read", "Walk"]
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List(habits, id: \.self) { Text($0) }
                .navigationTitle("Habits")
                .toolbar {
                    Button {
                        showingAdd = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
                .sheet(isPresented: $showingAdd) {
                    NewHabitSheet { habits.append($0) }
                }
        }
    }
}
