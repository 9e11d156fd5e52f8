import SwiftUI

struct Destination: Identifiable {
    let id: Int
    let city: String
    let country: String
    let color: Color
}

struct DestinationCarouselView: View {
    @State private var focusedID: Int?

    private let destinations = [
        Destination(id: 0, city: "Porto", country: "Portugal", color: .orange),
        Destination(id: 1, city: "Kyoto", country: "Japan", color: .red),
        Destination(id: 2, city: "Oaxaca", country: "Mexico", color: .green),
        Destination(id: 3, city: "Bergen", country: "Norway", color: .blue),
        Destination(id: 4, city: "Hoi An", country: "Vietnam", color: .yellow),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Where next?")
                .font(.largeTitle.bold())
                .padding(.horizontal)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(destinations) { place in
                        VStack(alignment: .leading) {
                            Spacer()
                            Text(place.city).font(.title.bold())
                            Text(place.country).font(.subheadline)
                        }
                        .foregroundStyle(.white)
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 16)
                        .frame(height: 280)
                        .background(place.color.gradient, in: RoundedRectangle(cornerRadius: 24))
                        .scrollTransition { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                .opacity(phase.isIdentity ? 1 : 0.6)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .scrollPosition(id: $focusedID)

            HStack {
                ForEach(destinations) { place in
                    Circle()
                        .fill(place.id == (focusedID ?? 0) ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: 8, height: 8)
                        .onTapGesture {
                            withAnimation { focusedID = place.id }
                        }
                }
            }
            .frame(maxWidth: .infinity)
        }
    }
}

#Preview {
    DestinationCarouselView()
}
