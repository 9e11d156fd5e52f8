import SwiftUI

struct AccountActionsView: View {
    @State private var showingDeleteAlert = false
    @State private var showingSignOutOptions = false
    @State private var showingRename = false
    @State private var displayName = "Robin"
    @State private var draftName = ""
    @State private var status = "Signed in"

    var body: some View {
        List {
            Section {
                LabeledContent("Name", value: displayName)
                LabeledContent("Status", value: status)
            }
            Section {
                Button("Rename") {
                    draftName = displayName
                    showingRename = true
                }
                Button("Sign Out") {
                    showingSignOutOptions = true
                }
                Button("Delete Account", role: .destructive) {
                    showingDeleteAlert = true
                }
            }
        }
        .alert("Delete your account?", isPresented: $showingDeleteAlert) {
            Button("Delete", role: .destructive) {
                status = "Deleted"
            }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("All of your notes will be removed. This cannot be undone.")
        }
        .alert("Rename", isPresented: $showingRename) {
            TextField("Display name", text: $draftName)
            Button("Save") {
                displayName = draftName
            }
            Button("Cancel", role: .cancel) { }
        }
        .confirmationDialog("Sign out of this device?", isPresented: $showingSignOutOptions, titleVisibility: .visible) {
            Button("Sign Out") {
                status = "Signed out"
            }
            Button("Sign Out Everywhere", role: .destructive) {
                status = "Signed out everywhere"
            }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("You can sign back in at any time.")
        }
    }
}

#Preview {
    AccountActionsView()
}
