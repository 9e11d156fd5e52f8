import SwiftUI

struct WelcomePage: Identifiable {
    let id: Int
    let symbol: String
    let heading: String
    let blurb: String
    let tint: Color
}

struct WelcomePagesView: View {
    @AppStorage("hasSeenWelcome") private var hasSeenWelcome = false
    @State private var currentPage = 0

    private let pages = [
        WelcomePage(id: 0, symbol: "leaf", heading: "Track Your Plants",
                    blurb: "Log every watering and feeding in one place.", tint: .green),
        WelcomePage(id: 1, symbol: "drop", heading: "Never Forget",
                    blurb: "Gentle reminders arrive right when a plant is thirsty.", tint: .blue),
        WelcomePage(id: 2, symbol: "sun.max", heading: "Find the Light",
                    blurb: "Learn which window suits each plant best.", tint: .orange),
    ]

    var body: some View {
        VStack {
            TabView(selection: $currentPage) {
                ForEach(pages) { page in
                    VStack(spacing: 24) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 80))
                            .foregroundStyle(page.tint)
                        Text(page.heading)
                            .font(.title.bold())
                        Text(page.blurb)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 32)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(currentPage == pages.count - 1 ? "Get Started" : "Next") {
                if currentPage < pages.count - 1 {
                    withAnimation(.easeInOut) { currentPage += 1 }
                } else {
                    hasSeenWelcome = true
                }
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .controlSize(.large)
            .padding(.bottom, 32)
        }
        .background(
            LinearGradient(colors: [pages[currentPage].tint.opacity(0.15), .clear],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        )
    }
}

#Preview {
    WelcomePagesView()
}
