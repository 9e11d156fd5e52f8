import SwiftUI

struct EmojiGridView: View {
    let emojis = ["🍎", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇", "🍓", "🫐", "🍒", "🍑", "🥭"]
    @State private var picked: String?
    @State private var columnCount = 3.0

    var columns: [GridItem] {
        Array(repeating: GridItem(.flexible(), spacing: 12), count: Int(columnCount))
    }

    var body: some View {
        VStack {
            Slider(value: $columnCount, in: 2...6, step: 1)
                .padding(.horizontal)
            ScrollView {
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(emojis, id: \.self) { emoji in
                        Text(emoji)
                            .font(.system(size: 40))
                            .frame(maxWidth: .infinity, minHeight: 70)
                            .background(
                                RoundedRectangle(cornerRadius: 12, style: .continuous)
                                    .fill(picked == emoji ? Color.yellow.opacity(0.4) : Color.gray.opacity(0.1))
                            )
                            .onTapGesture {
                                picked = emoji
                            }
                    }
                }
                .padding()
            }
        }
    }
}
