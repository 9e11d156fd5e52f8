import SwiftUI

struct LibraryTabsView: View {
    @State private var selectedTab = Tab.browse
    @State private var unreadCount = 3

    enum Tab: Hashable {
        case browse, saved, account
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack {
                Text("Browse the catalogue")
                    .navigationTitle("Browse")
            }
            .tabItem {
                Label("Browse", systemImage: "books.vertical")
            }
            .tag(Tab.browse)

            NavigationStack {
                Text("Your saved books")
                    .navigationTitle("Saved")
            }
            .tabItem {
                Label("Saved", systemImage: "bookmark")
            }
            .badge(unreadCount)
            .tag(Tab.saved)

            NavigationStack {
                Button("Go to Browse") {
                    selectedTab = .browse
                }
                .navigationTitle("Account")
            }
            .tabItem {
                Label("Account", systemImage: "person.crop.circle")
            }
            .tag(Tab.account)
        }
        .tint(.orange)
    }
}
