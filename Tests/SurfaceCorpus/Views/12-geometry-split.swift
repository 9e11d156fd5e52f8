import SwiftUI

/// Sizing children from the space a GeometryReader offers.
struct SplitBannerView: View {
    @State private var leftShare = 0.3

    var body: some View {
        VStack {
            GeometryReader { geometry in
                HStack(spacing: 0) {
                    Rectangle()
                        .fill(Color.red)
                        .frame(width: geometry.size.width * leftShare)
                    Rectangle()
                        .fill(Color.blue)
                }
            }
            .frame(height: 120)
            Slider(value: $leftShare, in: 0...1)
            GeometryReader { proxy in
                Text("Width: \(Int(proxy.size.width))")
                    .frame(width: proxy.size.width, height: proxy.size.height)
            }
        }
        .padding()
    }
}
