import SwiftUI

struct Destination: Identifiable {
    let id: Int
    let city: String
    let country: String
    let tint: Color
}

struct TravelCarouselView: View {
    private let destinations = [
        Destination(id: 0, city: "Kyoto", country: "Japan", tint: .red),
        Destination(id: 1, city: "Porto", country: "Portugal", tint: .blue),
        Destination(id: 2, city: "Oaxaca", country: "Mexico", tint: .orange),
        Destination(id: 3, city: "Tromsø", country: "Norway", tint: .teal),
    ]
    @State private var currentID: Int? = 0

    var body: some View {
        VStack(spacing: 16) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(destinations) { destination in
                        ZStack(alignment: .bottomLeading) {
                            RoundedRectangle(cornerRadius: 24)
                                .fill(destination.tint.gradient)
                            VStack(alignment: .leading) {
                                Text(destination.city)
                                    .font(.largeTitle.bold())
                                Text(destination.country)
                                    .font(.headline)
                            }
                            .foregroundStyle(.white)
                            .padding(24)
                        }
                        .containerRelativeFrame(.horizontal)
                        .frame(height: 360)
                        .scrollTransition { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                .opacity(phase.isIdentity ? 1 : 0.6)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .scrollPosition(id: $currentID)

            HStack(spacing: 8) {
                ForEach(destinations) { destination in
                    Circle()
                        .fill(destination.id == currentID ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: 8, height: 8)
                }
            }

            Button("Back to start") {
                withAnimation {
                    currentID = destinations.first?.id
                }
            }
        }
    }
}

#Preview {
    TravelCarouselView()
}
