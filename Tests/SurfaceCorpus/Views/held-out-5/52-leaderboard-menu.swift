import SwiftUI

struct Runner: Identifiable {
    let id = UUID()
    let name: String
    var distance: Double
    let joined: Date
}

struct LeaderboardMenuView: View {
    enum SortOrder: String, CaseIterable, Identifiable {
        case distance = "Distance"
        case name = "Name"
        case newest = "Newest"
        var id: Self { self }
    }

    @State private var runners = [
        Runner(name: "Priya", distance: 42.1, joined: .now.addingTimeInterval(-86_400 * 40)),
        Runner(name: "Marco", distance: 38.7, joined: .now.addingTimeInterval(-86_400 * 5)),
        Runner(name: "Lena", distance: 51.3, joined: .now.addingTimeInterval(-86_400 * 90)),
    ]
    @State private var sortOrder = SortOrder.distance
    @State private var showKilometres = true

    private var sorted: [Runner] {
        switch sortOrder {
        case .distance: runners.sorted { $0.distance > $1.distance }
        case .name: runners.sorted { $0.name < $1.name }
        case .newest: runners.sorted { $0.joined > $1.joined }
        }
    }

    var body: some View {
        NavigationStack {
            List(sorted) { runner in
                HStack {
                    Text(runner.name)
                    Spacer()
                    Text(showKilometres ? runner.distance : runner.distance * 0.621,
                         format: .number.precision(.fractionLength(1)))
                        .contentTransition(.numericText())
                    Text(showKilometres ? "km" : "mi")
                        .foregroundStyle(.secondary)
                }
            }
            .animation(.default, value: sortOrder)
            .navigationTitle("Leaderboard")
            .toolbar {
                Menu {
                    Picker("Sort by", selection: $sortOrder) {
                        ForEach(SortOrder.allCases) { order in
                            Text(order.rawValue).tag(order)
                        }
                    }
                    Divider()
                    Toggle("Kilometres", isOn: $showKilometres.animation())
                    Button("Add 1 km to everyone", systemImage: "plus") {
                        for index in runners.indices { runners[index].distance += 1 }
                    }
                } label: {
                    Label("Options", systemImage: "line.3.horizontal.decrease.circle")
                }
            }
        }
    }
}

#Preview {
    LeaderboardMenuView()
}
