import SwiftUI

/// The text modifiers a typography lesson goes through.
struct TypographyView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Heavy Title")
                .font(.largeTitle)
                .fontWeight(.heavy)
            Text("Spaced out")
                .kerning(2)
            Text("Tracked")
                .tracking(1)
            Text("Underlined")
                .underline()
            Text("Struck")
                .strikethrough(true, color: .red)
            Text("shouting")
                .textCase(.uppercase)
            Text("A long paragraph that wraps over more than one line to show line spacing and alignment.")
                .lineSpacing(6)
                .multilineTextAlignment(.center)
                .lineLimit(3)
                .truncationMode(.tail)
            Text("Shrinks to fit in a narrow frame")
                .minimumScaleFactor(0.5)
                .frame(width: 120)
            Text("Bold ") .bold() + Text("and italic").italic()
        }
        .padding()
    }
}
