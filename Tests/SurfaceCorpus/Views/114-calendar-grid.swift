import SwiftUI

/// A grid with a cell spanning columns and an unsized divider row.
struct WeekGridView: View {
    let days = ["M", "T", "W", "T", "F"]

    var body: some View {
        Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Text("This week")
                    .font(.headline)
                    .gridCellColumns(5)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                ForEach(days.indices, id: \.self) { index in
                    Text(days[index])
                        .frame(maxWidth: .infinity)
                        .gridColumnAlignment(.center)
                }
            }
        }
        .padding()
    }
}
