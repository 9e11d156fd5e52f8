import SwiftUI

/// Remote images with a placeholder, and with phases.
struct RemoteAvatarView: View {
    let avatarURL = URL(string: "https://example.com/avatar.png")
    let bannerURL = URL(string: "https://example.com/banner.jpg")

    var body: some View {
        VStack {
            AsyncImage(url: avatarURL) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 80, height: 80)
            .clipShape(Circle())

            AsyncImage(url: bannerURL) { phase in
                switch phase {
                case .empty:
                    ProgressView()
                case .success(let image):
                    image.resizable().aspectRatio(contentMode: .fit)
                case .failure:
                    Image(systemName: "photo")
                @unknown default:
                    EmptyView()
                }
            }
            .frame(height: 160)
        }
    }
}
