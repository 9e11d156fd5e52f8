import SwiftUI

enum AppTab: Hashable {
    case today, library, profile
}

struct TodayTab: View {
    var body: some View {
        NavigationStack {
            List(1...5, id: \.self) { number in
                Label("Task \(number)", systemImage: "checkmark.circle")
            }
            .navigationTitle("Today")
        }
    }
}

struct LibraryTab: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Image(systemName: "books.vertical")
                    .font(.system(size: 60))
                    .foregroundStyle(.tint)
                Text("Your saved items will show up here.")
                    .foregroundStyle(.secondary)
            }
            .navigationTitle("Library")
        }
    }
}

struct ProfileTab: View {
    @Binding var selection: AppTab

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .frame(width: 96, height: 96)
                    .foregroundStyle(.gray)
                Button("Go to Today") {
                    selection = .today
                }
                .buttonStyle(.bordered)
            }
            .navigationTitle("Profile")
        }
    }
}

struct MainTabView: View {
    @State private var selection: AppTab = .today
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selection) {
            TodayTab()
                .tabItem {
                    Label("Today", systemImage: "sun.max")
                }
                .tag(AppTab.today)
                .badge(unread)

            LibraryTab()
                .tabItem {
                    Label("Library", systemImage: "books.vertical")
                }
                .tag(AppTab.library)

            ProfileTab(selection: $selection)
                .tabItem {
                    Label("Profile", systemImage: "person")
                }
                .tag(AppTab.profile)
                .badge("New")
        }
        .tint(.teal)
        .onChange(of: selection) { oldValue, newValue in
            if newValue == .today {
                unread = 0
            }
        }
    }
}

#Preview {
    MainTabView()
}
