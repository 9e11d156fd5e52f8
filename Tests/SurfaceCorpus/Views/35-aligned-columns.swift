import SwiftUI

extension HorizontalAlignment {
    private enum ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

/// A custom alignment guide lining up values under labels of different widths.
struct AlignedDetailsView: View {
    var body: some View {
        VStack(alignment: .valueColumn, spacing: 8) {
            HStack {
                Text("Name:")
                Text("Katherine Johnson")
                    .alignmentGuide(.valueColumn) { d in d[.leading] }
            }
            HStack {
                Text("Occupation:")
                Text("Mathematician")
                    .alignmentGuide(.valueColumn) { d in d[.leading] }
            }
        }
        .padding()
    }
}
