import SwiftUI

/// A scroll view that only bounces when its content is taller than it.
struct ReleaseNotesView: View {
    let notes = ["Faster sync", "New widgets", "Bug fixes"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(notes, id: \.self) { note in
                    Label(note, systemImage: "checkmark.circle")
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
        .scrollBounceBehavior(.basedOnSize)
        .scrollDismissesKeyboard(.interactively)
    }
}
