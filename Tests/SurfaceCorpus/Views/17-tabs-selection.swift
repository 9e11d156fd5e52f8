import SwiftUI

/// A tab view whose selection is state, switched from a button.
struct SelectedTabView: View {
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            VStack {
                Text("Welcome")
                Button("Go to settings") { selectedTab = 1 }
            }
            .tabItem { Label("Home", systemImage: "house.fill") }
            .tag(0)

            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
        }
        .onChange(of: selectedTab) { newTab in
            print("Switched to tab \(newTab)")
        }
    }
}
