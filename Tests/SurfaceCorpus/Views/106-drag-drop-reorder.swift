import SwiftUI

/// Reordering rows with drag and drop of strings.
struct ReorderableTagsView: View {
    @State private var tags = ["swift", "ios", "design"]
    @State private var dropped: [String] = []

    var body: some View {
        VStack {
            HStack {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(8)
                        .background(Capsule().fill(Color.blue.opacity(0.2)))
                        .draggable(tag)
                }
            }
            RoundedRectangle(cornerRadius: 12)
                .stroke(style: StrokeStyle(lineWidth: 2, dash: [6]))
                .frame(height: 100)
                .overlay(Text(dropped.joined(separator: ", ")))
                .dropDestination(for: String.self) { items, location in
                    dropped.append(contentsOf: items)
                    return true
                }
        }
        .padding()
    }
}
