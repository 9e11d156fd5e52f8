import SwiftUI

/// Markdown in text, attributed strings and multi-style foregrounds.
struct ReleaseNoteView: View {
    var attributed: AttributedString {
        var text = AttributedString("Version 2 is here")
        text.foregroundColor = .blue
        return text
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("**New:** offline mode and _faster_ sync.")
            Text(attributed)
            Label {
                Text("Read more")
            } icon: {
                Image(systemName: "book")
            }
            .foregroundStyle(.primary, .secondary)
        }
        .padding()
    }
}
