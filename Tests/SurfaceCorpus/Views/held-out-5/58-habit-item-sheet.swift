import SwiftUI
import Observation

@Observable
final class Habit: Identifiable {
    let id = UUID()
    var name: String
    var streak: Int
    var notes = ""

    init(name: String, streak: Int = 0) {
        self.name = name
        self.streak = streak
    }
}

struct HabitBoardView: View {
    @State private var habits = [Habit(name: "Stretch", streak: 4), Habit(name: "Read 20 pages", streak: 11)]
    @State private var editingHabit: Habit?
    @State private var showingCelebration = false

    var body: some View {
        NavigationStack {
            List(habits) { habit in
                Button {
                    editingHabit = habit
                } label: {
                    LabeledContent(habit.name, value: "\(habit.streak) days")
                }
            }
            .navigationTitle("Habits")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Celebrate", systemImage: "party.popper") {
                        showingCelebration = true
                    }
                }
            }
            .sheet(item: $editingHabit) { habit in
                HabitEditor(habit: habit)
                    .presentationDetents([.fraction(0.4), .medium])
            }
            .fullScreenCover(isPresented: $showingCelebration) {
                CelebrationCover()
            }
        }
    }
}

struct HabitEditor: View {
    @Bindable var habit: Habit
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $habit.name)
                Stepper("Streak: \(habit.streak)", value: $habit.streak, in: 0...365)
                TextField("Notes", text: $habit.notes, axis: .vertical)
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct CelebrationCover: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Text("🎉").font(.system(size: 96))
            Text("Keep it up!")
                .font(.largeTitle.bold())
            Button("Close") { dismiss() }
                .buttonStyle(.bordered)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.yellow.opacity(0.2))
    }
}

#Preview {
    HabitBoardView()
}
