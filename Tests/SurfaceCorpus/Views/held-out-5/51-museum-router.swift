import SwiftUI

struct Exhibit: Hashable, Identifiable {
    let id: Int
    let name: String
    let hall: String
}

enum MuseumRoute: Hashable {
    case hall(String)
    case exhibit(Exhibit)
    case ticket
}

struct MuseumRouterView: View {
    @State private var path = NavigationPath()
    @State private var showsMap = false

    private let exhibits = [
        Exhibit(id: 1, name: "Bronze Age Tools", hall: "East"),
        Exhibit(id: 2, name: "Tide Pools", hall: "West"),
        Exhibit(id: 3, name: "Early Printing", hall: "East"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Halls") {
                    ForEach(["East", "West"], id: \.self) { hall in
                        NavigationLink("\(hall) Hall", value: MuseumRoute.hall(hall))
                    }
                }
                Section {
                    Button("Buy a ticket") { path.append(MuseumRoute.ticket) }
                    Button("Show floor map") { showsMap = true }
                }
            }
            .navigationTitle("Museum")
            .navigationDestination(for: MuseumRoute.self) { route in
                switch route {
                case .hall(let name):
                    List(exhibits.filter { $0.hall == name }) { exhibit in
                        NavigationLink(exhibit.name, value: MuseumRoute.exhibit(exhibit))
                    }
                    .navigationTitle("\(name) Hall")
                case .exhibit(let exhibit):
                    VStack(spacing: 16) {
                        Text(exhibit.name).font(.title)
                        Button("Back to start") {
                            path.removeLast(path.count)
                        }
                        Button("Up one level") {
                            path.removeLast()
                        }
                    }
                case .ticket:
                    TicketCheckout()
                }
            }
            .navigationDestination(isPresented: $showsMap) {
                Text("Floor map")
                    .navigationTitle("Map")
            }
        }
    }
}

struct TicketCheckout: View {
    @State private var adults = 1
    @State private var selectedExhibit: Exhibit?

    var body: some View {
        Form {
            Stepper("Adults: \(adults)", value: $adults, in: 1...8)
            Button("Preview a highlight") {
                selectedExhibit = Exhibit(id: 9, name: "Star Atlas", hall: "North")
            }
        }
        .navigationTitle("Tickets")
        .navigationDestination(item: $selectedExhibit) { exhibit in
            Text(exhibit.name)
        }
    }
}

#Preview {
    MuseumRouterView()
}
