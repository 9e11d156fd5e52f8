import SwiftUI

final class JournalStore: ObservableObject {
    @Published var entries: [String] = ["First day"]
}

struct JournalHome: View {
    @EnvironmentObject var store: JournalStore

    var body: some View {
        List(store.entries, id: \.self) { Text($0) }
    }
}

/// The app entry point tutorials open with.
@main
struct JournalApp: App {
    @StateObject private var store = JournalStore()

    var body: some Scene {
        WindowGroup {
            JournalHome()
                .environmentObject(store)
        }
    }
}
