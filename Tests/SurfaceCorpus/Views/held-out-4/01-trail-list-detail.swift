import SwiftUI

struct Trail: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var region: String
    var lengthKm: Double
    var elevationGain: Int
    var isFavorite: Bool = false

    static let samples: [Trail] = [
        Trail(name: "Cedar Ridge Loop", region: "North Hills", lengthKm: 7.4, elevationGain: 320),
        Trail(name: "Lakeshore Walk", region: "Valley", lengthKm: 3.1, elevationGain: 40, isFavorite: true),
        Trail(name: "Granite Steps", region: "High Pass", lengthKm: 11.8, elevationGain: 910),
        Trail(name: "Fern Hollow", region: "North Hills", lengthKm: 5.0, elevationGain: 150),
    ]
}

struct TrailRow: View {
    let trail: Trail

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(trail.name)
                    .font(.headline)
                Text(trail.region)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if trail.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
        .padding(.vertical, 4)
    }
}

struct TrailDetail: View {
    let trail: Trail

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(trail.name)
                    .font(.largeTitle.bold())
                HStack(spacing: 24) {
                    VStack(alignment: .leading) {
                        Text("Length").font(.caption).foregroundStyle(.secondary)
                        Text(trail.lengthKm, format: .number.precision(.fractionLength(1)))
                            .font(.title2)
                    }
                    VStack(alignment: .leading) {
                        Text("Climb").font(.caption).foregroundStyle(.secondary)
                        Text("\(trail.elevationGain) m")
                            .font(.title2)
                    }
                }
                Divider()
                Text("About \(trail.region)")
                    .font(.title3)
                Text("A well-marked path with plenty of places to stop and rest along the way.")
            }
            .padding()
        }
        .navigationTitle(trail.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct TrailListView: View {
    let trails = Trail.samples

    var body: some View {
        NavigationStack {
            List(trails) { trail in
                NavigationLink(value: trail) {
                    TrailRow(trail: trail)
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                TrailDetail(trail: trail)
            }
        }
    }
}

#Preview {
    TrailListView()
}
