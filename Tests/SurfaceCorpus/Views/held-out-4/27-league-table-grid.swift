import SwiftUI

struct TeamStanding: Identifiable {
    let id = UUID()
    let name: String
    let played: Int
    let won: Int
    let drawn: Int
    let lost: Int

    var points: Int { won * 3 + drawn }
}

struct LeagueTableView: View {
    let standings = [
        TeamStanding(name: "Harbor City", played: 10, won: 7, drawn: 2, lost: 1),
        TeamStanding(name: "Riverside", played: 10, won: 6, drawn: 1, lost: 3),
        TeamStanding(name: "Old Town", played: 10, won: 4, drawn: 4, lost: 2),
        TeamStanding(name: "Hillcrest", played: 10, won: 2, drawn: 3, lost: 5),
    ]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("Team")
                Text("P")
                Text("W")
                Text("D")
                Text("L")
                Text("Pts")
            }
            .font(.caption.bold())
            .foregroundStyle(.secondary)

            Divider()
                .gridCellUnsizedAxes(.horizontal)

            ForEach(standings.sorted { $0.points > $1.points }) { team in
                GridRow {
                    Text(team.name)
                    Text("\(team.played)").gridColumnAlignment(.trailing)
                    Text("\(team.won)")
                    Text("\(team.drawn)")
                    Text("\(team.lost)")
                    Text("\(team.points)")
                        .bold()
                }
                .monospacedDigit()
            }

            Divider()
                .gridCellUnsizedAxes(.horizontal)

            GridRow {
                Text("Season 2025 · Matchday 10")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .gridCellColumns(6)
            }
        }
        .padding()
    }
}

#Preview {
    LeagueTableView()
}
