import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let title: String
    let symbol: String
}

/// Paged onboarding with a page-style TabView.
struct OnboardingView: View {
    @State private var current = 0
    let pages = [
        OnboardingPage(id: 0, title: "Track habits", symbol: "checkmark.circle"),
        OnboardingPage(id: 1, title: "See progress", symbol: "chart.bar"),
        OnboardingPage(id: 2, title: "Stay motivated", symbol: "flame"),
    ]

    var body: some View {
        VStack {
            TabView(selection: $current) {
                ForEach(pages) { page in
                    VStack(spacing: 20) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 80))
                        Text(page.title)
                            .font(.title)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            Button(current == pages.count - 1 ? "Get started" : "Next") {
                if current < pages.count - 1 { current += 1 }
            }
            .buttonStyle(.borderedProminent)
        }
    }
}
