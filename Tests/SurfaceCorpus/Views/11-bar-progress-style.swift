import SwiftUI

struct ThickBarProgressStyle: ProgressViewStyle {
    var tint: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return ZStack(alignment: .leading) {
            Capsule()
                .fill(Color.gray.opacity(0.25))
            Capsule()
                .fill(tint)
                .frame(width: 240 * fraction)
        }
        .frame(width: 240, height: 14)
    }
}

/// A download screen with a custom progress view style.
struct DownloadProgressView: View {
    @State private var downloaded = 0.0

    var body: some View {
        VStack(spacing: 24) {
            ProgressView(value: downloaded, total: 100)
                .progressViewStyle(ThickBarProgressStyle())
            Text("\(Int(downloaded)) of 100 MB")
            Button("Download 10 MB") {
                downloaded = min(downloaded + 10, 100)
            }
        }
        .padding()
    }
}
