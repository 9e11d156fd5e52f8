import SwiftUI

/// A full-screen onboarding cover that cannot be swiped away.
struct OnboardingGateView: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @State private var showingOnboarding = false

    var body: some View {
        Text("Home")
            .onAppear { showingOnboarding = !hasOnboarded }
            .fullScreenCover(isPresented: $showingOnboarding) {
                VStack(spacing: 24) {
                    Text("Welcome!").font(.largeTitle)
                    Button("Get started") {
                        hasOnboarded = true
                        showingOnboarding = false
                    }
                    .buttonStyle(.borderedProminent)
                }
                .interactiveDismissDisabled()
            }
    }
}
