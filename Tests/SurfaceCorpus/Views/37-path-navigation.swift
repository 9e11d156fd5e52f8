import SwiftUI

struct City: Hashable, Identifiable {
    let name: String
    let country: String
    var id: String { name }
}

struct CityDetailView: View {
    let city: City
    @Binding var path: [City]

    var body: some View {
        VStack {
            Text(city.name).font(.largeTitle)
            Text(city.country)
            Button("Back to all cities") { path.removeAll() }
        }
    }
}

/// Value-based navigation with a bound path.
struct CityGuideView: View {
    @State private var path: [City] = []
    let cities = [City(name: "Lisbon", country: "Portugal"), City(name: "Kyoto", country: "Japan")]

    var body: some View {
        NavigationStack(path: $path) {
            List(cities) { city in
                NavigationLink(city.name, value: city)
            }
            .navigationDestination(for: City.self) { city in
                CityDetailView(city: city, path: $path)
            }
            .navigationTitle("Cities")
        }
    }
}
