import SwiftUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let title: String
    let message: String
    let symbol: String
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: page.symbol)
                .font(.system(size: 80))
                .foregroundStyle(.tint)
                .symbolRenderingMode(.hierarchical)
            Text(page.title)
                .font(.title.bold())
            Text(page.message)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 32)
        }
    }
}

struct WelcomeFlow: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var currentPage = 0

    let pages = [
        OnboardingPage(title: "Track habits", message: "Build streaks one day at a time.", symbol: "checkmark.seal"),
        OnboardingPage(title: "Stay on time", message: "Gentle reminders when you need them.", symbol: "bell.badge"),
        OnboardingPage(title: "See progress", message: "Weekly summaries show how far you came.", symbol: "chart.line.uptrend.xyaxis"),
    ]

    var body: some View {
        VStack {
            TabView(selection: $currentPage) {
                ForEach(pages.indices, id: \.self) { index in
                    OnboardingPageView(page: pages[index])
                        .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                if currentPage < pages.count - 1 {
                    withAnimation {
                        currentPage += 1
                    }
                } else {
                    hasSeenOnboarding = true
                }
            } label: {
                Text(currentPage < pages.count - 1 ? "Next" : "Get Started")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding()
        }
        .tint(.indigo)
    }
}

struct HabitRoot: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        Text("Your habits")
            .fullScreenCover(isPresented: .constant(!hasSeenOnboarding)) {
                WelcomeFlow()
            }
    }
}
