import SwiftUI

enum NoteSort: String, CaseIterable, Identifiable {
    case newest, oldest, title

    var id: String { rawValue }

    var title: String {
        switch self {
        case .newest: "Newest first"
        case .oldest: "Oldest first"
        case .title: "By title"
        }
    }
}

struct NotesHome: View {
    @State private var sort = NoteSort.newest
    @State private var notes = ["Groceries", "Ideas", "Packing list"]
    @State private var showingDeleteAll = false

    var sortedNotes: [String] {
        switch sort {
        case .title: notes.sorted()
        case .newest: notes
        case .oldest: notes.reversed()
        }
    }

    var body: some View {
        NavigationStack {
            List(sortedNotes, id: \.self) { note in
                Text(note)
            }
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort", selection: $sort) {
                            ForEach(NoteSort.allCases) { order in
                                Text(order.title).tag(order)
                            }
                        }
                        Button("Export", systemImage: "square.and.arrow.up") {
                            print("export")
                        }
                        Divider()
                        Button("Delete All", role: .destructive) {
                            showingDeleteAll = true
                        }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }

                ToolbarItemGroup(placement: .bottomBar) {
                    Text("\(notes.count) notes")
                    Spacer()
                    Button {
                        notes.append("Untitled")
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
            .confirmationDialog("Delete every note?", isPresented: $showingDeleteAll, titleVisibility: .visible) {
                Button("Delete All", role: .destructive) {
                    notes.removeAll()
                }
            }
        }
    }
}
