import SwiftUI

struct PlaylistTrack: Identifiable {
    let id = UUID()
    let title: String
    let artist: String
}

struct PlaylistCleanupView: View {
    @State private var tracks = [
        PlaylistTrack(title: "Morning Static", artist: "Lowtide"),
        PlaylistTrack(title: "Paper Boats", artist: "Ines & the Gulls"),
        PlaylistTrack(title: "Overpass", artist: "Kilnworks"),
    ]
    @State private var trackToRemove: PlaylistTrack?
    @State private var showingClearDialog = false
    @State private var showingClearedAlert = false

    var body: some View {
        NavigationStack {
            List(tracks) { track in
                HStack {
                    VStack(alignment: .leading) {
                        Text(track.title)
                        Text(track.artist)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button(role: .destructive) {
                        trackToRemove = track
                    } label: {
                        Image(systemName: "trash")
                    }
                    .buttonStyle(.borderless)
                }
            }
            .navigationTitle("Road Trip Mix")
            .toolbar {
                Button("Clear All", role: .destructive) {
                    showingClearDialog = true
                }
                .disabled(tracks.isEmpty)
            }
            .confirmationDialog("Clear the whole playlist?",
                                isPresented: $showingClearDialog,
                                titleVisibility: .visible) {
                Button("Remove \(tracks.count) Tracks", role: .destructive) {
                    tracks.removeAll()
                    showingClearedAlert = true
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .alert("Remove track?", isPresented: Binding(
                get: { trackToRemove != nil },
                set: { if !$0 { trackToRemove = nil } }
            ), presenting: trackToRemove) { track in
                Button("Remove", role: .destructive) {
                    tracks.removeAll { $0.id == track.id }
                }
            } message: { track in
                Text("\"\(track.title)\" will be taken off this playlist.")
            }
            .alert("Playlist cleared", isPresented: $showingClearedAlert) {
                Button("OK") {}
            }
        }
    }
}

#Preview {
    PlaylistCleanupView()
}
