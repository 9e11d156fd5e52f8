import SwiftUI

struct ChipFlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var rowWidth: CGFloat = 0
        var rowHeight: CGFloat = 0
        var totalHeight: CGFloat = 0
        var widest: CGFloat = 0

        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if rowWidth + size.width > maxWidth, rowWidth > 0 {
                totalHeight += rowHeight + lineSpacing
                widest = max(widest, rowWidth - spacing)
                rowWidth = 0
                rowHeight = 0
            }
            rowWidth += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        widest = max(widest, rowWidth - spacing)
        return CGSize(width: widest, height: totalHeight + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0

        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > bounds.maxX, x > bounds.minX {
                x = bounds.minX
                y += rowHeight + lineSpacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct TopicChipsView: View {
    @State private var chosen: Set<String> = ["Design"]
    private let topics = ["Design", "Swift", "Accessibility", "Testing", "Animation",
                          "Networking", "Performance", "Privacy", "Localization"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Pick your interests")
                .font(.title2.bold())
            ChipFlowLayout(spacing: 10) {
                ForEach(topics, id: \.self) { topic in
                    let isOn = chosen.contains(topic)
                    Text(topic)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .background(isOn ? Color.accentColor : Color.gray.opacity(0.15), in: Capsule())
                        .foregroundStyle(isOn ? Color.white : Color.primary)
                        .onTapGesture {
                            if isOn { chosen.remove(topic) } else { chosen.insert(topic) }
                        }
                        .accessibilityAddTraits(isOn ? [.isButton, .isSelected] : .isButton)
                }
            }
            Text("\(chosen.count) selected")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    TopicChipsView()
}
