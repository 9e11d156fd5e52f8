import SwiftUI

struct ElevatedCard: ViewModifier {
    var cornerRadius: CGFloat = 16

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.background, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .shadow(color: .black.opacity(0.08), radius: 10, x: 0, y: 4)
    }
}

struct SectionTitle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.title3.weight(.bold))
            .foregroundStyle(.primary)
            .accessibilityAddTraits(.isHeader)
    }
}

extension View {
    func elevatedCard(cornerRadius: CGFloat = 16) -> some View {
        modifier(ElevatedCard(cornerRadius: cornerRadius))
    }

    func sectionTitle() -> some View {
        modifier(SectionTitle())
    }
}

struct PillButtonStyle: ButtonStyle {
    var fill: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(fill.opacity(configuration.isPressed ? 0.7 : 1), in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}

struct CardDesignSystemView: View {
    @State private var joined = false

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text("Book Club")
                    .sectionTitle()
                    .frame(maxWidth: .infinity, alignment: .leading)
                VStack(alignment: .leading, spacing: 8) {
                    Text("This month: \"The Lantern Keeper\"")
                        .font(.headline)
                    Text("We meet on the last Thursday at the corner café.")
                        .foregroundStyle(.secondary)
                    Button(joined ? "Joined" : "Join the Club") {
                        joined.toggle()
                    }
                    .buttonStyle(.pill)
                }
                .elevatedCard()
                VStack(alignment: .leading) {
                    Text("Past picks").font(.headline)
                    Text("Salt Roads · The Ninth Bell · Quiet Engines")
                }
                .elevatedCard(cornerRadius: 8)
                Button("Leave a Review") {}
                    .buttonStyle(PillButtonStyle(fill: .orange))
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    CardDesignSystemView()
}
