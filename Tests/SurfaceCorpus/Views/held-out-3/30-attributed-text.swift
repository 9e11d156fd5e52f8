import SwiftUI

struct RichTextDemo: View {
    var styledGreeting: AttributedString {
        var text = AttributedString("Hello, reader!")
        if let range = text.range(of: "reader") {
            text[range].foregroundColor = .purple
            text[range].font = .body.bold()
        }
        return text
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(styledGreeting)
            Text("This is **bold**, this is *italic*, and this is `code`.")
            Text("Visit [our site](https://example.com) for more.")
            Text("Combined ") + Text("styles").underline().foregroundColor(.blue) + Text(" in one line.")
            Text("Struck through")
                .strikethrough(true, color: .red)
            Text("Tracking wide")
                .tracking(4)
                .textCase(.uppercase)
            Text(verbatim: "**not markdown**")
            Text("A long paragraph that wraps over several lines to show truncation and line spacing working together in a tutorial.")
                .lineSpacing(6)
                .lineLimit(2)
                .truncationMode(.tail)
        }
        .padding()
    }
}
