import SwiftUI

enum ThemeChoice: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

struct AppearanceLifecycleView: View {
    @AppStorage("themeChoice") private var theme: ThemeChoice = .system
    @AppStorage("lastActiveTimestamp") private var lastActive: Double = 0
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.scenePhase) private var scenePhase
    @State private var phaseLog: [String] = []

    var body: some View {
        NavigationStack {
            Form {
                Section("Theme") {
                    Picker("Appearance", selection: $theme) {
                        ForEach(ThemeChoice.allCases) { choice in
                            Text(choice.rawValue.capitalized).tag(choice)
                        }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                    Text("Currently showing \(colorScheme == .dark ? "dark" : "light") mode")
                        .foregroundStyle(.secondary)
                }

                Section("Last active") {
                    if lastActive > 0 {
                        Text(Date(timeIntervalSince1970: lastActive), style: .relative)
                    } else {
                        Text("Not recorded yet")
                    }
                }

                Section("Scene phases") {
                    ForEach(phaseLog.indices, id: \.self) { index in
                        Text(phaseLog[index])
                    }
                }
            }
            .navigationTitle("Appearance")
        }
        .preferredColorScheme(theme.colorScheme)
        .onChange(of: scenePhase) { _, newPhase in
            switch newPhase {
            case .active:
                phaseLog.append("Became active")
            case .inactive:
                phaseLog.append("Went inactive")
            case .background:
                lastActive = Date.now.timeIntervalSince1970
                phaseLog.append("Moved to background")
            @unknown default:
                break
            }
        }
    }
}

#Preview {
    AppearanceLifecycleView()
}
