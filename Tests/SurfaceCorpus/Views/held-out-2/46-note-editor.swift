import SwiftUI

struct NoteEditor: View {
    @State private var title = ""
    @State private var noteText = ""
    private let limit = 280

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $title)
                .font(.title2.bold())

            TextEditor(text: $noteText)
                .frame(minHeight: 200)
                .scrollContentBackground(.hidden)
                .background(Color.gray.opacity(0.1))
                .clipShape(RoundedRectangle(cornerRadius: 8))
                .onChange(of: noteText) { oldValue, newValue in
                    if newValue.count > limit {
                        noteText = String(newValue.prefix(limit))
                    }
                }

            HStack {
                Text("Supports **bold** and _italic_ text.")
                    .font(.footnote)
                Spacer()
                Text("\(noteText.count)/\(limit)")
                    .foregroundStyle(noteText.count >= limit ? .red : .secondary)
                    .monospacedDigit()
            }

            Text(title.isEmpty ? "Untitled" : title)
                .textSelection(.enabled)
                .italic()
                .underline(title.isEmpty)
        }
        .padding()
    }
}
