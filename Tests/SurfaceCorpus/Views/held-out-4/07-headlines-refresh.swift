import SwiftUI

struct Headline: Identifiable {
    let id = UUID()
    let title: String
    let source: String
    let published: Date
}

@Observable
final class HeadlineFeed {
    var topStories: [Headline] = []
    var local: [Headline] = []
    var lastUpdated: Date?

    func refresh() async {
        try? await Task.sleep(for: .seconds(1))
        let now = Date.now
        topStories = [
            Headline(title: "Bridge reopens after repairs", source: "City Desk", published: now.addingTimeInterval(-3600)),
            Headline(title: "New bike lanes approved", source: "Metro", published: now.addingTimeInterval(-7200)),
        ]
        local = [
            Headline(title: "Farmers market extends hours", source: "Neighborhood", published: now.addingTimeInterval(-600)),
        ]
        lastUpdated = now
    }
}

struct HeadlinesView: View {
    @State private var feed = HeadlineFeed()

    var body: some View {
        NavigationStack {
            List {
                Section("Top Stories") {
                    ForEach(feed.topStories) { story in
                        headlineRow(story)
                    }
                }
                Section("Local") {
                    ForEach(feed.local) { story in
                        headlineRow(story)
                    }
                }
                if let lastUpdated = feed.lastUpdated {
                    Text("Updated \(lastUpdated, style: .relative) ago")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .listRowBackground(Color.clear)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Headlines")
            .refreshable {
                await feed.refresh()
            }
            .task {
                await feed.refresh()
            }
        }
    }

    private func headlineRow(_ story: Headline) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(story.title)
                .font(.headline)
            HStack {
                Text(story.source)
                Text("·")
                Text(story.published, format: .dateTime.hour().minute())
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    HeadlinesView()
}
