import ScenarioWire
import Testing

@testable import ViewGraph

/// Alerts and confirmation dialogs that present a value are up only while their
/// binding is true and the value is not `nil`, build their buttons and message from
/// the value, and are dismissed by any of their buttons.
@MainActor
@Suite struct SurfacePresentingDialogTests {
  struct Playlist: Identifiable {
    let id: Int
    let name: String
  }

  struct Playlists: View {
    @State private var renaming: Playlist?
    @State private var showingRename = false
    @State private var deleting: Playlist?
    @State private var showingDelete = false
    var body: some View {
      VStack {
        Button("Rename Focus") {
          renaming = Playlist(id: 1, name: "Focus")
          showingRename = true
        }
        Button("Rename nothing") { showingRename = true }
        Button("Delete Morning") {
          deleting = Playlist(id: 2, name: "Morning")
          showingDelete = true
        }
        Text(showingRename ? "renaming" : "idle")
      }
      .alert("Rename playlist", isPresented: $showingRename, presenting: renaming) { playlist in
        Button("Save \(playlist.name)") { print("saved \(playlist.name)") }
      } message: { playlist in
        Text("A new name for \(playlist.name).")
      }
      .confirmationDialog("Delete?", isPresented: $showingDelete, presenting: deleting) { playlist in
        Button("Yes, delete \(playlist.name)", role: .destructive) { print("deleted \(playlist.name)") }
      }
    }
  }

  @Test func withoutDataNothingIsPresented() throws {
    let lines = try screenLines(Playlists(), after: .tap("Rename nothing"))
    #expect(!lines.contains { $0.contains("Alert") })
    #expect(lines.contains("  Text \"renaming\""))
  }

  @Test func theAlertIsBuiltFromItsData() throws {
    let lines = try screenLines(Playlists(), after: .tap("Rename Focus"))
    #expect(lines.contains { $0.hasSuffix("Alert \"Rename playlist\"") })
    #expect(lines.contains { $0.hasSuffix("Button \"Save Focus\"") })
    #expect(lines.contains { $0.hasSuffix("Text \"A new name for Focus.\"") })
  }

  @Test func aButtonRunsAndDismisses() throws {
    let runtime = ViewRuntime(Playlists())
    runtime.mount()
    try runtime.perform(.tap("Rename Focus"))
    _ = runtime.takeOutput()
    try runtime.perform(.tap("Save Focus"))
    #expect(runtime.takeOutput() == ["saved Focus"])
    let lines = ScreenDump.lines(runtime.screen())
    #expect(!lines.contains { $0.contains("Alert") })
    #expect(lines.contains("  Text \"idle\""))
  }

  @Test func aConfirmationDialogPresentsItsData() throws {
    let runtime = ViewRuntime(Playlists())
    runtime.mount()
    try runtime.perform(.tap("Delete Morning"))
    #expect(ScreenDump.lines(runtime.screen()).contains { $0.hasSuffix("Button \"Yes, delete Morning\"") })
    _ = runtime.takeOutput()
    try runtime.perform(.tap("Yes, delete Morning"))
    #expect(runtime.takeOutput() == ["deleted Morning"])
    #expect(!ScreenDump.lines(runtime.screen()).contains { $0.contains("Yes, delete") })
  }
}
