import SwiftUI

struct Album: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

struct AlbumHeroView: View {
    @Namespace private var heroNamespace
    @State private var selected: Album?

    private let albums = [
        Album(id: 1, title: "Morning Tide", color: .orange),
        Album(id: 2, title: "Night Drive", color: .indigo),
        Album(id: 3, title: "Green Room", color: .mint),
        Album(id: 4, title: "Ember", color: .red),
    ]

    var body: some View {
        ZStack {
            if let album = selected {
                VStack(spacing: 20) {
                    RoundedRectangle(cornerRadius: 24)
                        .fill(album.color.gradient)
                        .matchedGeometryEffect(id: album.id, in: heroNamespace)
                        .frame(height: 320)
                    Text(album.title)
                        .font(.largeTitle.bold())
                        .matchedGeometryEffect(id: "title\(album.id)", in: heroNamespace)
                    Spacer()
                }
                .padding()
                .onTapGesture {
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                        selected = nil
                    }
                }
            } else {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                        ForEach(albums) { album in
                            VStack {
                                RoundedRectangle(cornerRadius: 12)
                                    .fill(album.color.gradient)
                                    .matchedGeometryEffect(id: album.id, in: heroNamespace)
                                    .frame(height: 150)
                                Text(album.title)
                                    .font(.headline)
                                    .matchedGeometryEffect(id: "title\(album.id)", in: heroNamespace)
                            }
                            .onTapGesture {
                                withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                                    selected = album
                                }
                            }
                        }
                    }
                    .padding()
                }
            }
        }
    }
}

#Preview {
    AlbumHeroView()
}
