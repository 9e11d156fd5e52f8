import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let blurb: String
}

struct OnboardingPagerView: View {
    let pages = [
        OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome", blurb: "Plan your week in minutes."),
        OnboardingPage(id: 1, symbol: "bell.badge", title: "Stay on track", blurb: "Gentle reminders when it matters."),
        OnboardingPage(id: 2, symbol: "lock.shield", title: "Private", blurb: "Your data stays on your device."),
    ]
    @State private var page = 0
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(pages) { item in
                    VStack(spacing: 16) {
                        Image(systemName: item.symbol)
                            .font(.system(size: 72))
                            .foregroundStyle(.tint)
                        Text(item.title)
                            .font(.title.bold())
                        Text(item.blurb)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                    }
                    .padding(40)
                    .tag(item.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(page == pages.count - 1 ? "Get Started" : "Next") {
                if page < pages.count - 1 {
                    withAnimation { page += 1 }
                } else {
                    hasOnboarded = true
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.bottom)
        }
    }
}
