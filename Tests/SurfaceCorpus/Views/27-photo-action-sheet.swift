import SwiftUI

/// The iOS 13 action sheet.
struct BackgroundChooserView: View {
    @State private var showingOptions = false
    @State private var backgroundColor = Color.white

    var body: some View {
        ZStack {
            backgroundColor
            Text("Tap to change the background")
                .onTapGesture { showingOptions = true }
        }
        .actionSheet(isPresented: $showingOptions) {
            ActionSheet(
                title: Text("Change background"),
                message: Text("Select a new color"),
                buttons: [
                    .default(Text("Red")) { backgroundColor = .red },
                    .default(Text("Green")) { backgroundColor = .green },
                    .default(Text("Blue")) { backgroundColor = .blue },
                    .cancel(),
                ]
            )
        }
    }
}
