import SwiftUI

struct BulletinPost: Identifiable {
    let id = UUID()
    let headline: String
    let postedAt: Date
}

@MainActor
final class BulletinFeedModel: ObservableObject {
    @Published private(set) var posts: [BulletinPost] = []
    @Published private(set) var isLoading = false
    @Published var lastRefreshed: Date?

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(nanoseconds: 600_000_000)
        let fresh = BulletinPost(headline: "Community garden opens plot \(posts.count + 1)", postedAt: .now)
        posts.insert(fresh, at: 0)
        lastRefreshed = .now
    }
}

struct BulletinRefreshView: View {
    @StateObject private var feed = BulletinFeedModel()

    var body: some View {
        NavigationStack {
            List {
                if let lastRefreshed = feed.lastRefreshed {
                    Text("Updated \(lastRefreshed, style: .relative) ago")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                ForEach(feed.posts) { post in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(post.headline)
                        Text(post.postedAt, format: .dateTime.hour().minute())
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .overlay {
                if feed.posts.isEmpty && feed.isLoading {
                    ProgressView("Loading bulletins…")
                }
            }
            .refreshable {
                await feed.refresh()
            }
            .task {
                await feed.refresh()
            }
            .navigationTitle("Bulletin")
        }
    }
}

#Preview {
    BulletinRefreshView()
}
