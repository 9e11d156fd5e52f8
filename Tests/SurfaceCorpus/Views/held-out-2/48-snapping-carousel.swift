import SwiftUI

struct Destination: Identifiable {
    let id: Int
    let name: String
    let color: Color
}

struct DestinationCard: View {
    let destination: Destination

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(destination.color.gradient)
            .frame(height: 240)
            .overlay(alignment: .bottomLeading) {
                Text(destination.name)
                    .font(.title.bold())
                    .foregroundStyle(.white)
                    .padding()
            }
    }
}

struct SnappingCarousel: View {
    @State private var currentID: Int?

    let destinations = [
        Destination(id: 1, name: "Kyoto", color: .red),
        Destination(id: 2, name: "Reykjavík", color: .blue),
        Destination(id: 3, name: "Marrakesh", color: .orange),
    ]

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(destinations) { destination in
                        DestinationCard(destination: destination)
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.5)
                                    .scaleEffect(y: phase.isIdentity ? 1 : 0.8)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .contentMargins(16, for: .scrollContent)
            .scrollIndicators(.hidden)
            .scrollPosition(id: $currentID)

            Text("Showing \(currentID ?? 1) of \(destinations.count)")
                .font(.caption)
        }
    }
}
