import SwiftUI

/// A button that shows and hides a detail paragraph.
struct ShowDetailsView: View {
    @State private var showDetails = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button(showDetails ? "Hide details" : "Show details") {
                showDetails.toggle()
            }
            if showDetails {
                Text("Orders placed before noon ship the same day.")
                    .font(.body)
            }
        }
        .padding()
    }
}
