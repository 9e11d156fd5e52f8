import SwiftUI

struct ScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

/// Reading a scroll offset through a preference key and a named coordinate space.
struct CollapsingHeaderView: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Offset \(Int(offset))")
                .font(offset < -50 ? .headline : .largeTitle)
                .padding()
            ScrollView {
                GeometryReader { geometry in
                    Color.clear
                        .preference(key: ScrollOffsetKey.self, value: geometry.frame(in: .named("scroll")).minY)
                }
                .frame(height: 0)
                ForEach(0..<40) { row in
                    Text("Row \(row)")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal)
                }
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetKey.self) { value in
                offset = value
            }
        }
    }
}
