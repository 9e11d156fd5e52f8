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

/// A child control bound to its parent's state.
struct PlaceHeaderView: View {
    @State private var isFavorite = false

    var body: some View {
        HStack {
            Text("Turtle Rock")
                .font(.title)
            FavoriteButton(isSet: $isFavorite)
        }
    }
}
