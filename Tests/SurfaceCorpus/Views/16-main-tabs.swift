import SwiftUI

struct FeedScreen: View {
    var body: some View { Text("Feed") }
}

struct SearchScreen: View {
    var body: some View { Text("Search") }
}

struct AccountScreen: View {
    var body: some View { Text("Account") }
}

/// Tabs with `.tabItem`, the pre-iOS 18 way.
struct MainTabsView: View {
    var body: some View {
        TabView {
            FeedScreen()
                .tabItem {
                    Label("Feed", systemImage: "house")
                }
            SearchScreen()
                .tabItem {
                    Image(systemName: "magnifyingglass")
                    Text("Search")
                }
            AccountScreen()
                .tabItem {
                    Label("Account", systemImage: "person.crop.circle")
                }
                .badge(2)
        }
    }
}
