import SwiftUI

struct HelpTopic: Identifiable {
    let id = UUID()
    let question: String
    let answer: String
}

struct HelpCenterView: View {
    let topics = [
        HelpTopic(question: "How do I reset my password?", answer: "Use the link on the sign-in screen."),
        HelpTopic(question: "Can I export my data?", answer: "Yes, from Settings › Export."),
    ]
    @State private var expanded: Set<UUID> = []
    @State private var showAdvanced = false

    var body: some View {
        List {
            ForEach(topics) { topic in
                DisclosureGroup(
                    isExpanded: Binding(
                        get: { expanded.contains(topic.id) },
                        set: { isOpen in
                            if isOpen { expanded.insert(topic.id) } else { expanded.remove(topic.id) }
                        }
                    )
                ) {
                    Text(topic.answer)
                        .font(.callout)
                } label: {
                    Text(topic.question)
                        .fontWeight(.semibold)
                }
            }
            DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                Text("Contact support for anything else.")
            }
        }
        .listStyle(.sidebar)
    }
}
