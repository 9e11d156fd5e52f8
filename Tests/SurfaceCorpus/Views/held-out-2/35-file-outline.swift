import SwiftUI

struct FileItem: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var children: [FileItem]?

    var icon: String {
        children == nil ? "doc.text" : "folder"
    }
}

struct FileBrowser: View {
    @State private var showAdvanced = false
    @State private var showHidden = false
    @State private var selection: FileItem.ID?

    let tree = [
        FileItem(name: "Documents", children: [
            FileItem(name: "Resume.pdf"),
            FileItem(name: "Taxes", children: [FileItem(name: "2024.pdf")]),
        ]),
        FileItem(name: "Notes.txt"),
    ]

    var body: some View {
        VStack {
            List(tree, children: \.children, selection: $selection) { item in
                Label(item.name, systemImage: item.icon)
            }

            Form {
                DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                    Toggle("Show hidden files", isOn: $showHidden)
                }

                OutlineGroup(tree, children: \.children) { item in
                    Text(item.name)
                }
            }
        }
    }
}
