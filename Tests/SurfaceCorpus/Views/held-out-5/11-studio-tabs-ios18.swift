import SwiftUI

enum StudioTab: Hashable {
    case lessons, practice, library, search, account
}

struct StudioTabsView: View {
    @State private var selectedTab: StudioTab = .lessons
    @State private var unreadLessons = 3
    @State private var customization = TabViewCustomization()

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Lessons", systemImage: "music.note.list", value: StudioTab.lessons) {
                NavigationStack {
                    List(1...8, id: \.self) { number in
                        Text("Lesson \(number)")
                    }
                    .navigationTitle("Lessons")
                }
            }
            .badge(unreadLessons)
            .customizationID("studio.lessons")

            Tab("Practice", systemImage: "metronome", value: StudioTab.practice) {
                PracticeCounterTab()
            }
            .customizationID("studio.practice")

            TabSection("Collections") {
                Tab("Library", systemImage: "books.vertical", value: StudioTab.library) {
                    Text("Saved pieces")
                }
                Tab("Account", systemImage: "person.crop.circle", value: StudioTab.account) {
                    Button("Mark lessons read") { unreadLessons = 0 }
                }
            }

            Tab(value: StudioTab.search, role: .search) {
                NavigationStack {
                    Text("Search the catalog")
                        .navigationTitle("Search")
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

struct PracticeCounterTab: View {
    @State private var minutes = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("\(minutes) min")
                .font(.system(size: 48, weight: .bold, design: .rounded))
                .contentTransition(.numericText())
            Button("Add 5 minutes") {
                withAnimation { minutes += 5 }
            }
            .buttonStyle(.bordered)
        }
    }
}

#Preview {
    StudioTabsView()
}
