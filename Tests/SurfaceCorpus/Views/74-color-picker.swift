import SwiftUI

/// A colour picker and styled toggles.
struct NoteStyleView: View {
    @State private var background = Color.yellow
    @State private var bold = false
    @State private var pinned = false

    var body: some View {
        Form {
            ColorPicker("Background", selection: $background)
            Toggle(isOn: $bold) {
                Text("Bold text")
            }
            .toggleStyle(SwitchToggleStyle(tint: .green))
            Toggle("Pinned", isOn: $pinned)
                .toggleStyle(.button)
            Text("Preview")
                .fontWeight(bold ? .bold : .regular)
                .padding()
                .background(background)
        }
    }
}
