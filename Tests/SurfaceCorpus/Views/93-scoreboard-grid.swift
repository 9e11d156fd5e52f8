import SwiftUI

/// A two-dimensional Grid with rows and a divider.
struct ScoreboardGridView: View {
    @State private var home = 0
    @State private var away = 0

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 20, verticalSpacing: 10) {
            GridRow {
                Text("Team")
                Text("Score")
            }
            .font(.headline)
            Divider()
            GridRow {
                Text("Home")
                Stepper("\(home)", value: $home)
            }
            GridRow {
                Text("Away")
                Stepper("\(away)", value: $away)
            }
        }
        .padding()
    }
}
