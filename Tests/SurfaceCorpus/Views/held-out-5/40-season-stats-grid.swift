import SwiftUI

struct TeamRecord: Identifiable {
    let id = UUID()
    let team: String
    let wins: Int
    let losses: Int
    let draws: Int

    var points: Int { wins * 3 + draws }
}

struct SeasonStatsGridView: View {
    private let records = [
        TeamRecord(team: "Harbor City", wins: 9, losses: 2, draws: 1),
        TeamRecord(team: "Millbrook", wins: 7, losses: 3, draws: 2),
        TeamRecord(team: "Eastfield", wins: 5, losses: 5, draws: 2),
        TeamRecord(team: "Quarry Town", wins: 2, losses: 8, draws: 2),
    ]

    var body: some View {
        ScrollView(.horizontal) {
            Grid(alignment: .leading, horizontalSpacing: 18, verticalSpacing: 10) {
                GridRow {
                    Text("Team")
                    Text("W")
                    Text("L")
                    Text("D")
                    Text("Pts")
                }
                .font(.caption.bold())
                .foregroundStyle(.secondary)

                Divider()
                    .gridCellUnsizedAxes(.horizontal)

                ForEach(records.sorted { $0.points > $1.points }) { record in
                    GridRow {
                        Text(record.team)
                        Text("\(record.wins)").gridColumnAlignment(.trailing)
                        Text("\(record.losses)").gridColumnAlignment(.trailing)
                        Text("\(record.draws)").gridColumnAlignment(.trailing)
                        Text("\(record.points)")
                            .bold()
                            .gridColumnAlignment(.trailing)
                    }
                    .monospacedDigit()
                }

                GridRow {
                    Text("Season ends in 3 rounds")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .gridCellColumns(5)
                }
            }
            .padding()
        }
        .scrollIndicators(.hidden)
    }
}

#Preview {
    SeasonStatsGridView()
}
