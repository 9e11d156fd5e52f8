import SwiftUI

struct Planet: Identifiable {
    let id = UUID()
    let name: String
    let moons: Int
}

struct PlanetDetailView: View {
    let planet: Planet

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "globe.europe.africa.fill")
                .font(.system(size: 80))
                .foregroundColor(.blue)
            Text("\(planet.name) has \(planet.moons) known moons.")
        }
        .navigationBarTitle(Text(planet.name), displayMode: .inline)
    }
}

struct PlanetListView: View {
    @State private var planets = [
        Planet(name: "Mercury", moons: 0),
        Planet(name: "Earth", moons: 1),
        Planet(name: "Mars", moons: 2),
        Planet(name: "Jupiter", moons: 95),
    ]
    @State private var showingAbout = false
    @State private var showingOptions = false

    var body: some View {
        NavigationView {
            List {
                ForEach(planets) { planet in
                    NavigationLink(destination: PlanetDetailView(planet: planet)) {
                        Text(planet.name)
                    }
                }
                .onDelete { indexSet in
                    planets.remove(atOffsets: indexSet)
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Planets")
            .navigationBarItems(
                leading: Button("Sort") { showingOptions = true },
                trailing: Button(action: { showingAbout = true }) {
                    Image(systemName: "info.circle")
                }
            )
            .alert(isPresented: $showingAbout) {
                Alert(
                    title: Text("Planets"),
                    message: Text("Data from the solar system fact sheet."),
                    dismissButton: .default(Text("OK"))
                )
            }
            .actionSheet(isPresented: $showingOptions) {
                ActionSheet(
                    title: Text("Sort planets"),
                    buttons: [
                        .default(Text("By name")) { planets.sort { $0.name < $1.name } },
                        .default(Text("By moons")) { planets.sort { $0.moons > $1.moons } },
                        .cancel(),
                    ]
                )
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct PlanetListView_Previews: PreviewProvider {
    static var previews: some View {
        PlanetListView()
    }
}
