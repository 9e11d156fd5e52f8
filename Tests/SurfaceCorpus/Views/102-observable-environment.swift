import SwiftUI

@Observable
final class SessionStore {
    var userName: String?
    var isSignedIn: Bool { userName != nil }
}

struct GreetingBanner: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        Text(session.isSignedIn ? "Hi, \(session.userName ?? "")" : "Please sign in")
    }
}

struct SignInButton: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        @Bindable var session = session
        VStack {
            TextField("Name", text: Binding(
                get: { session.userName ?? "" },
                set: { session.userName = $0.isEmpty ? nil : $0 }))
            Button("Sign out") { session.userName = nil }
        }
    }
}

/// An @Observable store shared through the environment.
struct SessionRootView: View {
    @State private var session = SessionStore()

    var body: some View {
        VStack {
            GreetingBanner()
            SignInButton()
        }
        .environment(session)
    }
}
