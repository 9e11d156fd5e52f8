import SwiftUI

private struct CardPaddingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
    var cardPadding: CGFloat {
        get { self[CardPaddingKey.self] }
        set { self[CardPaddingKey.self] = newValue }
    }
}

struct PaddedCard: View {
    @Environment(\.cardPadding) private var cardPadding
    @Environment(\.colorScheme) private var colorScheme
    let text: String

    var body: some View {
        Text(text)
            .padding(cardPadding)
            .background(colorScheme == .dark ? Color.black : Color.white)
            .foregroundColor(colorScheme == .dark ? .white : .black)
    }
}

/// A custom environment key set from a parent.
struct SpaciousCardsView: View {
    @State private var roomy = false

    var body: some View {
        VStack {
            Toggle("Roomy cards", isOn: $roomy)
            PaddedCard(text: "First")
            PaddedCard(text: "Second")
        }
        .environment(\.cardPadding, roomy ? 24 : 12)
    }
}
