import SwiftUI

/// Static shape members: `.rect(cornerRadius:)`, `.circle`, `.capsule`.
struct RoundedCardsView: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Daily tip")
                .padding()
                .background(.yellow, in: .rect(cornerRadius: 12))
            Image(systemName: "person.fill")
                .font(.largeTitle)
                .padding()
                .background(Color.mint)
                .clipShape(.circle)
            Text("New")
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .background(Color.pink)
                .clipShape(.capsule)
            RoundedRectangle(cornerRadius: 25, style: .continuous)
                .fill(.teal)
                .frame(height: 80)
        }
        .padding()
    }
}
