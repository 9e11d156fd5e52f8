import SwiftUI

struct DeepLinkRoot: View {
    @State private var lastLink = "none"
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("Last link: \(lastLink)")
            .onOpenURL { url in
                lastLink = url.absoluteString
            }
            .onChange(of: scenePhase) { oldPhase, newPhase in
                if newPhase == .background { print("saving") }
            }
    }
}

/// An app that handles deep links and scene phases.
@main
struct LinkerApp: App {
    var body: some Scene {
        WindowGroup {
            DeepLinkRoot()
        }
    }
}
