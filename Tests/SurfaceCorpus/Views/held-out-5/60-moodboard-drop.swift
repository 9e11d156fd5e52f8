import SwiftUI

struct MoodboardDropView: View {
    @State private var palette = ["sunset", "moss", "harbor", "sand"]
    @State private var board: [String] = []
    @State private var isTargeted = false

    private func color(for name: String) -> Color {
        switch name {
        case "sunset": .orange
        case "moss": .green
        case "harbor": .blue
        default: .brown
        }
    }

    var body: some View {
        VStack(spacing: 24) {
            Text("Drag swatches onto the board")
                .font(.headline)

            HStack {
                ForEach(palette, id: \.self) { name in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(color(for: name))
                        .frame(width: 64, height: 64)
                        .overlay(Text(name).font(.caption2).foregroundStyle(.white))
                        .draggable(name) {
                            Circle()
                                .fill(color(for: name))
                                .frame(width: 40, height: 40)
                        }
                }
            }

            RoundedRectangle(cornerRadius: 20)
                .strokeBorder(isTargeted ? Color.accentColor : Color.secondary,
                              style: StrokeStyle(lineWidth: 2, dash: [8]))
                .background(isTargeted ? Color.accentColor.opacity(0.08) : Color.clear)
                .frame(height: 220)
                .overlay {
                    if board.isEmpty {
                        Text("Drop here").foregroundStyle(.secondary)
                    } else {
                        HStack(spacing: 0) {
                            ForEach(board.indices, id: \.self) { index in
                                color(for: board[index])
                            }
                        }
                        .clipShape(RoundedRectangle(cornerRadius: 18))
                        .padding(4)
                    }
                }
                .dropDestination(for: String.self) { items, _ in
                    board.append(contentsOf: items)
                    return true
                } isTargeted: { targeted in
                    isTargeted = targeted
                }

            Button("Clear Board", role: .destructive) {
                board.removeAll()
            }
            .disabled(board.isEmpty)
        }
        .padding()
    }
}

#Preview {
    MoodboardDropView()
}
