import SwiftUI

/// A paging carousel sized relative to its scroll view (iOS 17).
struct PagingCarouselView: View {
    let swatches: [Color] = [.red, .orange, .yellow, .green, .blue]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(swatches, id: \.self) { swatch in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(swatch)
                        .frame(height: 200)
                        .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .contentMargins(16, for: .scrollContent)
        .scrollIndicators(.hidden)
    }
}
