import SwiftUI

struct SwatchCarousel: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]
    @State private var current: Int?

    var body: some View {
        VStack {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 16) {
                    ForEach(colors.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 24)
                            .fill(colors[index].gradient)
                            .frame(width: 220, height: 300)
                            .overlay(alignment: .bottomLeading) {
                                Text("#\(index + 1)")
                                    .font(.title.bold())
                                    .foregroundStyle(.white)
                                    .padding()
                            }
                            .id(index)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 40, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $current)

            Text("Showing \(current.map { String($0 + 1) } ?? "–")")
                .font(.caption)
        }
    }
}
