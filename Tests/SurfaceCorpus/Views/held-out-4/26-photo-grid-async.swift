import SwiftUI

struct RemotePhoto: Identifiable {
    let id: Int
    var url: URL? {
        URL(string: "https://picsum.photos/id/\(id)/300/300")
    }
}

struct PhotoGridView: View {
    private let photos = (10..<40).map { RemotePhoto(id: $0) }
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 4)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 4) {
                    ForEach(photos) { photo in
                        AsyncImage(url: photo.url) { phase in
                            switch phase {
                            case .empty:
                                ProgressView()
                                    .frame(maxWidth: .infinity, minHeight: 100)
                            case .success(let image):
                                image
                                    .resizable()
                                    .scaledToFill()
                                    .frame(minWidth: 0, maxWidth: .infinity)
                                    .frame(height: 100)
                                    .clipped()
                            case .failure:
                                Image(systemName: "photo")
                                    .foregroundStyle(.secondary)
                                    .frame(maxWidth: .infinity, minHeight: 100)
                            @unknown default:
                                EmptyView()
                            }
                        }
                        .aspectRatio(1, contentMode: .fit)
                    }
                }
                .padding(4)
            }
            .navigationTitle("Photos")
        }
    }
}

struct AvatarView: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Color.gray.opacity(0.2)
        }
        .frame(width: 64, height: 64)
        .clipShape(Circle())
    }
}

#Preview {
    PhotoGridView()
}
