import SwiftUI

@Observable
final class HabitStore {
    var habits: [String] = ["Read", "Stretch", "Journal"]
    var completed: Set<String> = []

    func toggle(_ habit: String) {
        if completed.contains(habit) {
            completed.remove(habit)
        } else {
            completed.insert(habit)
        }
    }
}

struct HabitChecklist: View {
    @Environment(HabitStore.self) private var store

    var body: some View {
        List(store.habits, id: \.self) { habit in
            Button {
                store.toggle(habit)
            } label: {
                Label(habit, systemImage: store.completed.contains(habit) ? "checkmark.circle.fill" : "circle")
            }
        }
    }
}

struct HabitSummary: View {
    @Environment(HabitStore.self) private var store

    var body: some View {
        Text("\(store.completed.count) of \(store.habits.count) done")
            .font(.footnote)
    }
}

struct HabitRootView: View {
    @State private var store = HabitStore()

    var body: some View {
        VStack {
            HabitChecklist()
            HabitSummary()
        }
        .environment(store)
    }
}
