import SwiftUI

enum Route: Hashable {
    case profile(String)
    case settings
    case about
}

struct RouterRootView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 12) {
                Button("Open Maya's profile") {
                    path.append(Route.profile("Maya"))
                }
                Button("Settings then About") {
                    path.append(Route.settings)
                    path.append(Route.about)
                }
            }
            .navigationTitle("Home")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .profile(let name):
                    Text("Profile of \(name)")
                case .settings:
                    Button("Back to root") {
                        path.removeLast(path.count)
                    }
                case .about:
                    Text("About this app")
                        .toolbar {
                            ToolbarItem(placement: .principal) {
                                Text("About").font(.headline)
                            }
                        }
                }
            }
        }
    }
}
