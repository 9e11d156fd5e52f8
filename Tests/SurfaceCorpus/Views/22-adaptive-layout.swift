import SwiftUI

/// Layout that adapts to Dynamic Type and Reduce Motion.
struct AdaptiveContactCard: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.sizeCategory) private var sizeCategory
    @State private var highlighted = false

    var body: some View {
        Group {
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading) { details }
            } else {
                HStack { details }
            }
        }
        .padding()
        .background(highlighted ? Color.yellow.opacity(0.3) : Color.clear)
        .onTapGesture {
            if reduceMotion {
                highlighted.toggle()
            } else {
                withAnimation(.easeInOut) { highlighted.toggle() }
            }
        }
    }

    @ViewBuilder private var details: some View {
        Image(decorative: "avatar")
            .accessibilityHidden(true)
        Text("Ada Lovelace")
            .font(.headline)
        Text(sizeCategory.isAccessibilityCategory ? "Large text" : "Regular text")
            .accessibilityHint("Describes the current text size")
    }
}
