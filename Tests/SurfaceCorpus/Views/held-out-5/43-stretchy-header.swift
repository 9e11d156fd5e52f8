import SwiftUI

struct StretchyHeaderView: View {
    private let headerHeight: CGFloat = 260

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .scrollView).minY
                    ZStack(alignment: .bottomLeading) {
                        LinearGradient(colors: [.indigo, .purple, .pink],
                                       startPoint: .topLeading, endPoint: .bottomTrailing)
                        Text("Summit Lodge")
                            .font(.largeTitle.bold())
                            .foregroundStyle(.white)
                            .padding()
                            .opacity(1 - max(0, -minY) / headerHeight)
                    }
                    .frame(width: proxy.size.width,
                           height: headerHeight + max(0, minY))
                    .offset(y: minY > 0 ? -minY : minY / 3)
                }
                .frame(height: headerHeight)

                VStack(alignment: .leading, spacing: 16) {
                    ForEach(0..<12) { index in
                        HStack {
                            Image(systemName: "bed.double")
                            Text("Room \(index + 101)")
                            Spacer()
                            Text(index % 3 == 0 ? "Booked" : "Free")
                                .foregroundStyle(index % 3 == 0 ? .red : .green)
                        }
                        Divider()
                    }
                }
                .padding()
                .background(.background)
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

struct SizeReportingBadge: View {
    @State private var width: CGFloat = 0

    var body: some View {
        GeometryReader { geometry in
            Text("Width \(Int(geometry.size.width)) pt")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.yellow.opacity(0.3))
                .onAppear { width = geometry.size.width }
        }
        .frame(height: 44)
    }
}

#Preview {
    StretchyHeaderView()
}
