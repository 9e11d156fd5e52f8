import SwiftUI

/// A multi-line editor with a character count.
struct JournalEditorView: View {
    @State private var entry = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today")
                .font(.title)
            TextEditor(text: $entry)
                .frame(minHeight: 200)
                .scrollContentBackground(.hidden)
                .background(Color.yellow.opacity(0.1))
                .border(Color.gray.opacity(0.4))
            Text("\(entry.count) characters")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}
