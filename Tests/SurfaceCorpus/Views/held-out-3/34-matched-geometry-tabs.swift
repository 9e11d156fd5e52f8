import SwiftUI

struct SegmentTabBar: View {
    let titles = ["Day", "Week", "Month", "Year"]
    @State private var selected = "Week"
    @Namespace private var underline

    var body: some View {
        VStack {
            HStack(spacing: 0) {
                ForEach(titles, id: \.self) { title in
                    VStack(spacing: 6) {
                        Text(title)
                            .fontWeight(selected == title ? .bold : .regular)
                            .foregroundStyle(selected == title ? .primary : .secondary)
                        ZStack {
                            Color.clear.frame(height: 3)
                            if selected == title {
                                Capsule()
                                    .fill(Color.accentColor)
                                    .frame(height: 3)
                                    .matchedGeometryEffect(id: "underline", in: underline)
                            }
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.snappy) {
                            selected = title
                        }
                    }
                }
            }
            Spacer()
            Text("Showing \(selected.lowercased()) view")
            Spacer()
        }
        .padding()
    }
}
