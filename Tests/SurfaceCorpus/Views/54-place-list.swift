import SwiftUI

struct Place: Identifiable, Hashable {
    let id: Int
    let name: String
    let imageName: String
    var isFavorite: Bool
}

struct PlaceRow: View {
    let place: Place

    var body: some View {
        HStack {
            Image(place.imageName)
                .resizable()
                .frame(width: 50, height: 50)
            Text(place.name)
            Spacer()
            if place.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundColor(.yellow)
            }
        }
    }
}

/// A filterable list of places with a toggle row.
struct PlaceListView: View {
    @State private var showFavoritesOnly = false
    let places = [
        Place(id: 1, name: "Turtle Rock", imageName: "turtlerock", isFavorite: true),
        Place(id: 2, name: "Silver Salmon Creek", imageName: "silversalmon", isFavorite: false),
    ]

    var filteredPlaces: [Place] {
        places.filter { !showFavoritesOnly || $0.isFavorite }
    }

    var body: some View {
        NavigationView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredPlaces) { place in
                    NavigationLink {
                        Text(place.name)
                    } label: {
                        PlaceRow(place: place)
                    }
                }
            }
            .navigationTitle("Places")
        }
    }
}
