import SwiftUI

struct FAQEntry: Identifiable {
    let id = UUID()
    let question: String
    let answer: String
}

/// Expandable answers with DisclosureGroup.
struct FAQView: View {
    @State private var shippingExpanded = true
    let entries = [
        FAQEntry(question: "Can I return an item?", answer: "Yes, within 30 days."),
        FAQEntry(question: "Do you ship abroad?", answer: "To most countries."),
    ]

    var body: some View {
        Form {
            DisclosureGroup("Shipping", isExpanded: $shippingExpanded) {
                Text("Orders ship within two working days.")
            }
            ForEach(entries) { entry in
                DisclosureGroup(entry.question) {
                    Text(entry.answer)
                }
            }
        }
    }
}
