import SwiftUI

struct Post: Identifiable, Decodable {
    let id: Int
    let title: String
    let body: String
}

enum PostsError: LocalizedError {
    case offline

    var errorDescription: String? {
        "You appear to be offline."
    }
}

@MainActor
final class PostsViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published var isLoading = false
    @Published var errorMessage: String?

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            try await Task.sleep(nanoseconds: 300_000_000)
            posts = [
                Post(id: 1, title: "Hello", body: "The first post."),
                Post(id: 2, title: "Again", body: "The second post."),
            ]
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct PostsView: View {
    @StateObject private var viewModel = PostsViewModel()

    var body: some View {
        NavigationStack {
            Group {
                if viewModel.isLoading && viewModel.posts.isEmpty {
                    ProgressView("Loading…")
                } else if let error = viewModel.errorMessage {
                    VStack(spacing: 12) {
                        Text(error)
                        Button("Retry") {
                            Task { await viewModel.load() }
                        }
                    }
                } else {
                    List(viewModel.posts) { post in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(post.title)
                                .font(.headline)
                            Text(post.body)
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Posts")
            .task {
                await viewModel.load()
            }
            .refreshable {
                await viewModel.load()
            }
        }
    }
}
