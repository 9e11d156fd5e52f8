import SwiftUI

struct ProminentTitle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.largeTitle)
            .foregroundStyle(.white)
            .padding()
            .background(.blue)
            .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

struct Watermark: ViewModifier {
    var text: String

    func body(content: Content) -> some View {
        ZStack(alignment: .bottomTrailing) {
            content
            Text(text)
                .font(.caption)
                .foregroundStyle(.white)
                .padding(5)
                .background(.black)
        }
    }
}

extension View {
    func prominentTitle() -> some View {
        modifier(ProminentTitle())
    }

    func watermarked(with text: String) -> some View {
        modifier(Watermark(text: text))
    }
}

/// Custom view modifiers wrapped in View extensions.
struct CustomModifiersView: View {
    var body: some View {
        VStack(spacing: 20) {
            Text("Hello, modifiers")
                .prominentTitle()
            Color.blue
                .frame(width: 300, height: 200)
                .watermarked(with: "Folio")
        }
    }
}
