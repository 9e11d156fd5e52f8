import SwiftUI

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct TrailCard: View {
    @State private var favorite = false
    let trailName: String

    var body: some View {
        HStack {
            Text(trailName)
                .font(.headline)
            FavoriteButton(isSet: $favorite)
        }
        .padding()
    }
}

#Preview {
    TrailCard(trailName: "Ridge Loop")
}
