import SwiftUI

struct AlbumCover: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

struct AlbumHeroView: View {
    @Namespace private var heroSpace
    @State private var expanded: AlbumCover?

    private let albums = [
        AlbumCover(id: 1, title: "Tidewater", color: .teal),
        AlbumCover(id: 2, title: "Ember Hours", color: .orange),
        AlbumCover(id: 3, title: "Low Orbit", color: .indigo),
        AlbumCover(id: 4, title: "Chalk Roads", color: .gray),
    ]

    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                    ForEach(albums) { album in
                        if expanded?.id != album.id {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(album.color.gradient)
                                .matchedGeometryEffect(id: album.id, in: heroSpace)
                                .aspectRatio(1, contentMode: .fit)
                                .overlay(alignment: .bottomLeading) {
                                    Text(album.title)
                                        .font(.headline)
                                        .foregroundStyle(.white)
                                        .padding(8)
                                }
                                .onTapGesture {
                                    withAnimation(.spring(duration: 0.45, bounce: 0.2)) {
                                        expanded = album
                                    }
                                }
                        } else {
                            Color.clear.aspectRatio(1, contentMode: .fit)
                        }
                    }
                }
                .padding()
            }

            if let album = expanded {
                VStack(alignment: .leading, spacing: 12) {
                    RoundedRectangle(cornerRadius: 24)
                        .fill(album.color.gradient)
                        .matchedGeometryEffect(id: album.id, in: heroSpace)
                        .frame(height: 320)
                    Text(album.title)
                        .font(.largeTitle.bold())
                    Text("12 tracks · 41 min")
                        .foregroundStyle(.secondary)
                    Spacer()
                }
                .padding()
                .background(.background)
                .onTapGesture {
                    withAnimation(.spring(duration: 0.45, bounce: 0.2)) {
                        expanded = nil
                    }
                }
                .zIndex(1)
            }
        }
    }
}

#Preview {
    AlbumHeroView()
}
