import SwiftUI

/// A star rating that reads as one adjustable element to VoiceOver.
struct StarRatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack {
            ForEach(1...maximum, id: \.self) { number in
                Image(systemName: number <= rating ? "star.fill" : "star")
                    .foregroundColor(number <= rating ? .yellow : .gray)
                    .onTapGesture { rating = number }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue(rating == 1 ? "1 star" : "\(rating) stars")
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

struct ReviewFormView: View {
    @State private var rating = 3

    var body: some View {
        VStack {
            Text("Rate this recipe")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            StarRatingView(rating: $rating)
        }
    }
}
