import SwiftUI

struct FolderNode: Identifiable {
    let id = UUID()
    let name: String
    var children: [FolderNode]? = nil
}

struct FAQView: View {
    @State private var shippingExpanded = true
    @State private var returnsExpanded = false

    private let folders = [
        FolderNode(name: "Documents", children: [
            FolderNode(name: "Taxes", children: [
                FolderNode(name: "2024.pdf"),
                FolderNode(name: "2025.pdf"),
            ]),
            FolderNode(name: "Resume.pages"),
        ]),
        FolderNode(name: "Pictures", children: [
            FolderNode(name: "Holiday.heic"),
        ]),
        FolderNode(name: "notes.txt"),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Questions") {
                    DisclosureGroup("How long does shipping take?", isExpanded: $shippingExpanded) {
                        Text("Most orders arrive within 3–5 business days.")
                            .foregroundStyle(.secondary)
                    }
                    DisclosureGroup(isExpanded: $returnsExpanded) {
                        Text("You can return anything within 30 days.")
                        Text("Refunds are issued to the original payment method.")
                    } label: {
                        Label("Can I return an item?", systemImage: "arrow.uturn.backward")
                    }
                }

                Section("Files") {
                    OutlineGroup(folders, children: \.children) { node in
                        Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
                    }
                }
            }
            .navigationTitle("Help")
        }
    }
}

struct FileBrowserView: View {
    let roots: [FolderNode]

    var body: some View {
        List(roots, children: \.children) { node in
            Text(node.name)
        }
    }
}

#Preview {
    FAQView()
}
