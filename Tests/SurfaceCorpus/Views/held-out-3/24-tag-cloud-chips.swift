import SwiftUI

struct ChipView: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        Text(title)
            .font(.subheadline.weight(.medium))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(isSelected ? Color.accentColor : Color.secondary.opacity(0.15))
            .foregroundColor(isSelected ? .white : .primary)
            .clipShape(Capsule())
            .overlay(
                Capsule()
                    .strokeBorder(Color.accentColor, lineWidth: isSelected ? 0 : 1)
            )
    }
}

struct InterestPicker: View {
    let interests = ["Hiking", "Cooking", "Jazz", "Chess", "Film", "Poetry", "Running", "Pottery"]
    @State private var chosen: Set<String> = ["Jazz"]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(interests, id: \.self) { interest in
                    ChipView(title: interest, isSelected: chosen.contains(interest))
                        .onTapGesture {
                            if chosen.contains(interest) {
                                chosen.remove(interest)
                            } else {
                                chosen.insert(interest)
                            }
                        }
                        .accessibilityAddTraits(chosen.contains(interest) ? .isSelected : [])
                }
            }
            .padding()
        }
        .scrollIndicators(.hidden)
    }
}
