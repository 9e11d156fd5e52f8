import SwiftUI

struct StarRatingControl: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 6) {
            ForEach(1...maximum, id: \.self) { star in
                Image(systemName: star <= rating ? "star.fill" : "star")
                    .foregroundStyle(star <= rating ? Color.yellow : Color.gray)
                    .onTapGesture { rating = star }
            }
        }
        .font(.title)
        .accessibilityElement()
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

struct AccessibleReviewView: View {
    @State private var rating = 3
    @State private var comment = ""
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Rate your stay")
                .font(.title2.bold())
                .accessibilityAddTraits(.isHeader)

            StarRatingControl(rating: $rating)

            HStack {
                Image(systemName: "person.circle.fill")
                    .font(.largeTitle)
                    .accessibilityHidden(true)
                VStack(alignment: .leading) {
                    Text("Reviewed by Sam")
                    Text("Stayed 3 nights")
                        .font(.caption)
                }
            }
            .accessibilityElement(children: .combine)

            TextField("Anything to add?", text: $comment, axis: .vertical)
                .textFieldStyle(.roundedBorder)
                .accessibilityHint("Optional. Shown publicly with your rating.")

            if typeSize.isAccessibilitySize {
                Text("Large text is on")
                    .font(.footnote)
            }

            Button("Submit Review") {}
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("submitReview")
                .accessibilityInputLabels(["Submit", "Send review"])
        }
        .padding()
        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
    }
}

#Preview {
    AccessibleReviewView()
}
