import SwiftUI

struct Friend: Identifiable {
    let id = UUID()
    var name: String
    var email: String
    var isFavorite = false
}

struct FriendsSearchView: View {
    @State private var friends = [
        Friend(name: "Ada Quill", email: "ada@example.com"),
        Friend(name: "Bram Stone", email: "bram@example.com", isFavorite: true),
        Friend(name: "Cleo Marsh", email: "cleo@example.com"),
    ]
    @State private var query = ""

    var results: [Friend] {
        if query.isEmpty { return friends }
        return friends.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(results) { friend in
                    VStack(alignment: .leading) {
                        Text(friend.name)
                        Text(friend.email)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            friends.removeAll { $0.id == friend.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            if let index = friends.firstIndex(where: { $0.id == friend.id }) {
                                friends[index].isFavorite.toggle()
                            }
                        } label: {
                            Label("Favorite", systemImage: friend.isFavorite ? "star.slash" : "star")
                        }
                        .tint(.yellow)
                    }
                }
            }
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find a friend")
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Friends")
        }
    }
}
