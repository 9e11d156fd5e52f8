import SwiftUI

struct Park: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var state: String
    var acres: Int
    var isVisited: Bool
}

struct ParkRow: View {
    let park: Park

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "tree.fill")
                .font(.title2)
                .foregroundStyle(.green)
                .frame(width: 44, height: 44)
                .background(.green.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
            VStack(alignment: .leading, spacing: 2) {
                Text(park.name)
                    .font(.headline)
                Text(park.state)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if park.isVisited {
                Image(systemName: "checkmark.seal.fill")
                    .foregroundStyle(.blue)
            }
        }
        .padding(.vertical, 4)
    }
}

struct ParkDetail: View {
    let park: Park

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(park.name)
                    .font(.largeTitle.bold())
                LabeledContent("State", value: park.state)
                LabeledContent("Area") {
                    Text("\(park.acres.formatted()) acres")
                }
                Divider()
                Text("A protected landscape with trails, campgrounds and a visitor center.")
                    .font(.body)
            }
            .padding()
        }
        .navigationTitle(park.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct ParkListView: View {
    @State private var parks = [
        Park(name: "Glacier Ridge", state: "Montana", acres: 1_013_000, isVisited: true),
        Park(name: "Red Canyon", state: "Utah", acres: 229_000, isVisited: false),
        Park(name: "Misty Coast", state: "Washington", acres: 922_000, isVisited: false),
    ]
    @State private var showVisitedOnly = false

    var filteredParks: [Park] {
        parks.filter { !showVisitedOnly || $0.isVisited }
    }

    var body: some View {
        NavigationStack {
            List {
                Toggle(isOn: $showVisitedOnly) {
                    Text("Visited only")
                }
                ForEach(filteredParks) { park in
                    NavigationLink(value: park) {
                        ParkRow(park: park)
                    }
                }
            }
            .animation(.default, value: filteredParks)
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkDetail(park: park)
            }
        }
    }
}
