import SwiftUI

struct SaveFailure: Identifiable {
    let id = UUID()
    let reason: String
}

/// The `Alert` value type with `isPresented:` and `item:`.
struct DeleteAccountView: View {
    @State private var confirmingDelete = false
    @State private var failure: SaveFailure?
    @State private var deleted = false

    var body: some View {
        VStack(spacing: 20) {
            Text(deleted ? "Account deleted" : "Signed in as ada")
            Button("Delete account") { confirmingDelete = true }
                .alert(isPresented: $confirmingDelete) {
                    Alert(
                        title: Text("Delete your account?"),
                        message: Text("This cannot be undone."),
                        primaryButton: .destructive(Text("Delete")) { deleted = true },
                        secondaryButton: .cancel()
                    )
                }
            Button("Save") { failure = SaveFailure(reason: "The disk is full.") }
                .alert(item: $failure) { failure in
                    Alert(title: Text("Could not save"), message: Text(failure.reason), dismissButton: .default(Text("OK")))
                }
        }
    }
}
