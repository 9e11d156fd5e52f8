import SwiftUI

struct Feature: Identifiable {
    let id = UUID()
    let title: String
    let symbol: String
}

struct FeatureCard: View {
    let feature: Feature

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: feature.symbol)
                .font(.largeTitle)
            Spacer()
            Text(feature.title)
                .font(.headline)
        }
        .padding()
        .frame(width: 220, height: 140, alignment: .leading)
        .background(Color.blue.opacity(0.15))
        .cornerRadius(16)
    }
}

/// A horizontal row of cards.
struct FeaturedCarouselView: View {
    let features = [
        Feature(title: "Offline maps", symbol: "map"),
        Feature(title: "Live weather", symbol: "cloud.sun"),
        Feature(title: "Trail notes", symbol: "note.text"),
    ]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 16) {
                ForEach(features) { feature in
                    FeatureCard(feature: feature)
                }
            }
            .padding()
        }
    }
}
