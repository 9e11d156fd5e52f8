import SwiftUI

struct StarRating: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { number in
                Image(systemName: number <= rating ? "star.fill" : "star")
                    .foregroundStyle(number <= rating ? .yellow : .gray)
                    .onTapGesture {
                        rating = number
                    }
            }
        }
        .font(.title2)
        .accessibilityElement()
        .accessibilityLabel("Rating")
        .accessibilityValue(rating == 1 ? "1 star" : "\(rating) stars")
        .accessibilityHint("Swipe up or down to change")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment:
                if rating < maximum { rating += 1 }
            case .decrement:
                if rating > 1 { rating -= 1 }
            @unknown default:
                break
            }
        }
    }
}

struct ReviewCard: View {
    let author: String
    let text: String
    let stars: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "person.circle")
                    .accessibilityHidden(true)
                Text(author).bold()
                Spacer()
                Text(String(repeating: "★", count: stars))
            }
            Text(text)
        }
        .padding()
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: "Report review") { }
    }
}

struct RateRecipeView: View {
    @State private var rating = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Rate this recipe")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            StarRating(rating: $rating)
            ReviewCard(author: "Priya", text: "Great weeknight dinner.", stars: 4)
            Button {
                rating = 3
            } label: {
                Image(systemName: "arrow.counterclockwise")
            }
            .accessibilityLabel("Reset rating")
            .accessibilityIdentifier("resetRatingButton")
        }
        .padding()
    }
}

#Preview {
    RateRecipeView()
}
