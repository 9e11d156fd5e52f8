import SwiftUI

struct HelpTopic: Identifiable {
    let id = UUID()
    let title: String
    var children: [HelpTopic]?
}

struct HelpCenterFAQView: View {
    @State private var expandedBilling = true
    @State private var expandedAccount = false

    private let topicTree = [
        HelpTopic(title: "Getting started", children: [
            HelpTopic(title: "Creating a project"),
            HelpTopic(title: "Inviting teammates", children: [
                HelpTopic(title: "Roles"),
                HelpTopic(title: "Guest access"),
            ]),
        ]),
        HelpTopic(title: "Integrations", children: [
            HelpTopic(title: "Calendar"),
            HelpTopic(title: "Storage"),
        ]),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Frequently asked") {
                    DisclosureGroup("How am I billed?", isExpanded: $expandedBilling) {
                        Text("Plans renew monthly on the date you subscribed. You can switch to yearly billing at any time.")
                            .font(.callout)
                    }
                    DisclosureGroup(isExpanded: $expandedAccount) {
                        Text("Open Settings, choose Account, then Delete Account. Your files are kept for 14 days.")
                            .font(.callout)
                        Button("Go to Settings") {}
                    } label: {
                        Label("Deleting my account", systemImage: "person.crop.circle.badge.xmark")
                    }
                }

                Section("Browse topics") {
                    OutlineGroup(topicTree, children: \.children) { topic in
                        Label(topic.title,
                              systemImage: topic.children == nil ? "doc.text" : "folder")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Help Center")
        }
    }
}

struct HierarchicalTopicsList: View {
    let topics: [HelpTopic]

    var body: some View {
        List(topics, children: \.children) { topic in
            Text(topic.title)
        }
    }
}

#Preview {
    HelpCenterFAQView()
}
