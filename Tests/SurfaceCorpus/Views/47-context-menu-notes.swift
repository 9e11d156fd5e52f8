import SwiftUI

struct Memo: Identifiable {
    let id = UUID()
    var text: String
    var pinned = false
}

/// Long-press menus on list rows.
struct MemoListView: View {
    @State private var memos = [Memo(text: "Call the plumber"), Memo(text: "Buy stamps")]

    var body: some View {
        List {
            ForEach(memos) { memo in
                HStack {
                    if memo.pinned { Image(systemName: "pin.fill") }
                    Text(memo.text)
                }
                .contextMenu {
                    Button {
                        togglePin(memo)
                    } label: {
                        Label(memo.pinned ? "Unpin" : "Pin", systemImage: "pin")
                    }
                    Button(role: .destructive) {
                        memos.removeAll { $0.id == memo.id }
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
            }
        }
    }

    private func togglePin(_ memo: Memo) {
        if let index = memos.firstIndex(where: { $0.id == memo.id }) {
            memos[index].pinned.toggle()
        }
    }
}
