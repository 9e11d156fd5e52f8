import SwiftUI

struct AccountActionsView: View {
    @State private var showSignOut = false
    @State private var showDeleteAlert = false
    @State private var errorMessage: String?

    var body: some View {
        List {
            Button("Sign Out") {
                showSignOut = true
            }
            .confirmationDialog("Are you sure you want to sign out?", isPresented: $showSignOut, titleVisibility: .visible) {
                Button("Sign Out", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }

            Button("Delete Account", role: .destructive) {
                showDeleteAlert = true
            }
            .alert("Delete account?", isPresented: $showDeleteAlert) {
                Button("Delete", role: .destructive) {
                    errorMessage = "Deletion is not available in the demo."
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
        .alert("Something went wrong", isPresented: Binding(
            get: { errorMessage != nil },
            set: { if !$0 { errorMessage = nil } }
        )) {
            Button("OK") {}
        } message: {
            Text(errorMessage ?? "")
        }
    }
}
