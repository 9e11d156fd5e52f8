import SwiftUI

struct CardBackground: ViewModifier {
    var cornerRadius: CGFloat = 16
    var shadowRadius: CGFloat = 6

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(.secondarySystemBackground))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .shadow(color: .black.opacity(0.08), radius: shadowRadius, x: 0, y: 3)
    }
}

struct Watermark: ViewModifier {
    let text: String

    func body(content: Content) -> some View {
        ZStack(alignment: .bottomTrailing) {
            content
            Text(text)
                .font(.caption2)
                .foregroundStyle(.white)
                .padding(5)
                .background(.black.opacity(0.6))
        }
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = 16) -> some View {
        modifier(CardBackground(cornerRadius: cornerRadius))
    }

    func watermarked(with text: String) -> some View {
        modifier(Watermark(text: text))
    }
}

struct ModifierShowcaseView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Morning run")
                        .font(.headline)
                    Text("5.2 km in 28 minutes")
                        .foregroundStyle(.secondary)
                }
                .cardStyle()

                VStack(alignment: .leading, spacing: 6) {
                    Text("Sleep")
                        .font(.headline)
                    Text("7 h 40 min")
                        .foregroundStyle(.secondary)
                }
                .modifier(CardBackground(cornerRadius: 4, shadowRadius: 0))

                Color.blue
                    .frame(height: 140)
                    .watermarked(with: "© Folio Photos")
            }
            .padding()
        }
    }
}

#Preview {
    ModifierShowcaseView()
}
