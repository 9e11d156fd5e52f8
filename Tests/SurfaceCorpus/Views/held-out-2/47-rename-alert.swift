import SwiftUI

struct Playlist: Identifiable {
    let id = UUID()
    var name: String
}

struct PlaylistsView: View {
    @State private var playlists = [Playlist(name: "Morning"), Playlist(name: "Focus")]
    @State private var renaming: Playlist?
    @State private var newName = ""
    @State private var showingRename = false
    @State private var autoplay = true

    var body: some View {
        List {
            Toggle("Autoplay", isOn: $autoplay)
                .onChange(of: autoplay, initial: true) { _, isOn in
                    print("autoplay is \(isOn ? "on" : "off")")
                }

            ForEach(playlists) { playlist in
                Text(playlist.name)
                    .contextMenu {
                        Button("Rename", systemImage: "pencil") {
                            renaming = playlist
                            newName = playlist.name
                            showingRename = true
                        }
                    }
            }
        }
        .alert("Rename playlist", isPresented: $showingRename, presenting: renaming) { playlist in
            TextField("Name", text: $newName)
            Button("Save") {
                rename(playlist)
            }
            Button("Cancel", role: .cancel) { }
        } message: { playlist in
            Text("Choose a new name for \(playlist.name).")
        }
    }

    func rename(_ playlist: Playlist) {
        if let index = playlists.firstIndex(where: { $0.id == playlist.id }) {
            playlists[index].name = newName
        }
    }
}
