import SwiftUI

/// An adaptive grid of numbered tiles.
struct PhotoGridView: View {
    let columns = [GridItem(.adaptive(minimum: 80))]
    @State private var selected: Int?

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(0..<30) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(selected == index ? Color.accentColor : Color.gray.opacity(0.3))
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(Text("\(index)"))
                        .onTapGesture { selected = index }
                }
            }
            .padding(.horizontal)
        }
    }
}
