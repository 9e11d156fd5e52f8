import SwiftUI

struct PlaceholderCard: View {
    @State private var isPulsing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            RoundedRectangle(cornerRadius: 8)
                .frame(height: 140)
            RoundedRectangle(cornerRadius: 4)
                .frame(width: 180, height: 14)
            RoundedRectangle(cornerRadius: 4)
                .frame(width: 120, height: 14)
        }
        .foregroundStyle(Color.gray.opacity(0.3))
        .opacity(isPulsing ? 0.4 : 1)
        .animation(.easeInOut(duration: 0.9).repeatForever(autoreverses: true), value: isPulsing)
        .onAppear { isPulsing = true }
    }
}

struct ArticleFeed: View {
    @State private var articles: [String] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 20) {
                if articles.isEmpty {
                    ForEach(0..<3, id: \.self) { _ in
                        PlaceholderCard()
                    }
                } else {
                    ForEach(articles, id: \.self) { title in
                        Text(title)
                            .font(.title3)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .transition(.opacity.combined(with: .move(edge: .bottom)))
                    }
                }
            }
            .padding()
        }
        .redacted(reason: articles.isEmpty ? .placeholder : [])
        .task {
            try? await Task.sleep(for: .seconds(1))
            withAnimation {
                articles = ["Baking bread at home", "A week of cycling", "Small balcony gardens"]
            }
        }
    }
}
