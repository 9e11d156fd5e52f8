import SwiftUI

/// A destructive confirmation dialog and an alert with a text field.
struct ProjectActionsView: View {
    @State private var confirmingDelete = false
    @State private var renaming = false
    @State private var name = "Untitled"
    @State private var draftName = ""

    var body: some View {
        VStack(spacing: 20) {
            Text(name).font(.title)
            Button("Rename") {
                draftName = name
                renaming = true
            }
            Button("Delete Project", role: .destructive) {
                confirmingDelete = true
            }
        }
        .confirmationDialog("Delete this project?", isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { name = "Deleted" }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("You cannot undo this.")
        }
        .alert("Rename project", isPresented: $renaming) {
            TextField("Name", text: $draftName)
            Button("Save") { name = draftName }
            Button("Cancel", role: .cancel) {}
        }
    }
}
