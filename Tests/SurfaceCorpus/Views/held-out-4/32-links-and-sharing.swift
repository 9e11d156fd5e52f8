import SwiftUI

struct ArticleShareView: View {
    @Environment(\.openURL) private var openURL

    let articleURL = URL(string: "https://www.example.com/articles/composting-basics")!
    let title = "Composting Basics"
    let summary = "Turn kitchen scraps into rich soil in eight weeks."

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                Text(title)
                    .font(.largeTitle.bold())
                Text(summary)
                    .foregroundStyle(.secondary)

                Link("Read the full article", destination: articleURL)
                    .font(.headline)

                Link(destination: URL(string: "mailto:editor@example.com")!) {
                    Label("Email the editor", systemImage: "envelope")
                }

                Button("Open in browser") {
                    openURL(articleURL)
                }

                ShareLink(item: articleURL)

                ShareLink(item: articleURL, subject: Text(title), message: Text(summary)) {
                    Label("Share with friends", systemImage: "person.2")
                }

                ShareLink(
                    item: articleURL,
                    preview: SharePreview(title, image: Image(systemName: "leaf.fill"))
                )

                ShareLink("Share a quote", item: "Soil is the great connector of lives.")

                Spacer()
            }
            .padding()
            .toolbar {
                ShareLink(item: articleURL)
            }
        }
    }
}

#Preview {
    ArticleShareView()
}
