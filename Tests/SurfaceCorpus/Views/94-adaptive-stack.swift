import SwiftUI

/// A header that switches layout with the size class and fits what it can.
struct AdaptiveHeaderView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @ScaledMetric(relativeTo: .title) private var iconSize = 40.0

    var body: some View {
        let layout = sizeClass == .regular ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout(spacing: 8))
        layout {
            Image(systemName: "leaf.fill")
                .font(.system(size: iconSize))
                .foregroundStyle(.green)
            ViewThatFits {
                Text("Welcome to the community garden planner")
                Text("Garden planner")
            }
            .font(.title)
        }
        .padding()
    }
}
