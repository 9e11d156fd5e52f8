import SwiftUI

/// Cards on the system's grouped background colours.
struct ProfileCardView: View {
    var body: some View {
        ZStack {
            Color(.systemGroupedBackground)
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 6) {
                Text("Marie Curie").font(.headline)
                Text("Physicist").foregroundColor(Color(UIColor.secondaryLabel))
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(.secondarySystemGroupedBackground))
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .padding()
        }
    }
}
