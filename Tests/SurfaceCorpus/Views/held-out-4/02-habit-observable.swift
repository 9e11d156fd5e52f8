import SwiftUI
import Observation

@Observable
class Habit: Identifiable {
    let id = UUID()
    var title: String
    var timesDone: Int
    var goal: Int

    init(title: String, timesDone: Int = 0, goal: Int = 7) {
        self.title = title
        self.timesDone = timesDone
        self.goal = goal
    }

    var progress: Double {
        Double(timesDone) / Double(max(goal, 1))
    }
}

@Observable
class HabitStore {
    var habits: [Habit] = [
        Habit(title: "Read 20 pages", timesDone: 3),
        Habit(title: "Stretch", timesDone: 5, goal: 5),
        Habit(title: "Drink water", timesDone: 1, goal: 14),
    ]
}

struct HabitEditor: View {
    @Bindable var habit: Habit

    var body: some View {
        Form {
            TextField("Title", text: $habit.title)
            Stepper("Done \(habit.timesDone) times", value: $habit.timesDone, in: 0...100)
            Stepper("Weekly goal: \(habit.goal)", value: $habit.goal, in: 1...50)
            ProgressView(value: min(habit.progress, 1))
        }
        .navigationTitle(habit.title)
    }
}

struct HabitListView: View {
    @Environment(HabitStore.self) private var store

    var body: some View {
        NavigationStack {
            List(store.habits) { habit in
                NavigationLink {
                    HabitEditor(habit: habit)
                } label: {
                    HStack {
                        Text(habit.title)
                        Spacer()
                        Text("\(habit.timesDone)/\(habit.goal)")
                            .monospacedDigit()
                            .foregroundStyle(habit.progress >= 1 ? .green : .secondary)
                    }
                }
            }
            .navigationTitle("Habits")
        }
    }
}

#Preview {
    HabitListView()
        .environment(HabitStore())
}
