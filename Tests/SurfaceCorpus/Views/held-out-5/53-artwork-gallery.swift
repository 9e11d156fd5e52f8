import SwiftUI

struct ArtworkGalleryView: View {
    private let artworkIDs = Array(100...111)
    private let columns = [GridItem(.adaptive(minimum: 110), spacing: 4)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 4) {
                    ForEach(artworkIDs, id: \.self) { number in
                        AsyncImage(url: URL(string: "https://example.com/art/\(number).jpg")) { phase in
                            switch phase {
                            case .empty:
                                ZStack {
                                    Color.gray.opacity(0.15)
                                    ProgressView()
                                }
                            case .success(let image):
                                image
                                    .resizable()
                                    .scaledToFill()
                            case .failure:
                                Image(systemName: "photo.badge.exclamationmark")
                                    .foregroundStyle(.secondary)
                            @unknown default:
                                EmptyView()
                            }
                        }
                        .frame(minHeight: 110)
                        .clipped()
                        .aspectRatio(1, contentMode: .fit)
                    }
                }
            }
            .navigationTitle("Gallery")
            .safeAreaInset(edge: .top) {
                ArtistBanner()
            }
        }
    }
}

struct ArtistBanner: View {
    var body: some View {
        HStack {
            AsyncImage(url: URL(string: "https://example.com/artist.png")) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Image(systemName: "person.fill")
            }
            .frame(width: 44, height: 44)
            .clipShape(Circle())

            AsyncImage(url: URL(string: "https://example.com/signature.png"), scale: 2)
                .frame(height: 30)

            Spacer()
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.thinMaterial)
    }
}

#Preview {
    ArtworkGalleryView()
}
