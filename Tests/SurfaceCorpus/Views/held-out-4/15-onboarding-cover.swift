import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
}

struct OnboardingFlow: View {
    @Environment(\.dismiss) private var dismiss
    @State private var page = 0

    private let pages = [
        OnboardingPage(id: 0, symbol: "leaf", title: "Grow", detail: "Track every plant in your home."),
        OnboardingPage(id: 1, symbol: "drop", title: "Water", detail: "Get reminded before the soil dries out."),
        OnboardingPage(id: 2, symbol: "sun.max", title: "Thrive", detail: "Learn which window suits each plant."),
    ]

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(pages) { item in
                    VStack(spacing: 20) {
                        Image(systemName: item.symbol)
                            .font(.system(size: 72))
                            .foregroundStyle(.green)
                        Text(item.title)
                            .font(.largeTitle.bold())
                        Text(item.detail)
                            .multilineTextAlignment(.center)
                            .padding(.horizontal, 40)
                    }
                    .tag(item.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(page == pages.count - 1 ? "Get Started" : "Next") {
                if page < pages.count - 1 {
                    withAnimation { page += 1 }
                } else {
                    dismiss()
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.bottom, 32)
        }
    }
}

struct PlantHomeView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var showOnboarding = false

    var body: some View {
        NavigationStack {
            Text("Your plants")
                .navigationTitle("Greenhouse")
                .toolbar {
                    Button("Intro", systemImage: "questionmark.circle") {
                        showOnboarding = true
                    }
                }
        }
        .fullScreenCover(isPresented: $showOnboarding, onDismiss: {
            hasSeenOnboarding = true
        }) {
            OnboardingFlow()
        }
        .onAppear {
            showOnboarding = !hasSeenOnboarding
        }
    }
}

#Preview {
    PlantHomeView()
}
