import SwiftUI

struct AboutLinksView: View {
    @Environment(\.openURL) private var openURL
    @State private var showCopied = false

    private let appURL = URL(string: "https://example.com/apps/pocket-garden")!
    private let supportMail = URL(string: "mailto:help@example.com")!

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .center, spacing: 8) {
                        Image(systemName: "leaf.circle.fill")
                            .font(.system(size: 72))
                            .foregroundStyle(.green)
                        Text("Pocket Garden")
                            .font(.title2.bold())
                        Text("Version 2.4 (118)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                    .listRowBackground(Color.clear)
                }

                Section("Get in touch") {
                    Link(destination: supportMail) {
                        Label("Email Support", systemImage: "envelope")
                    }
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    Button {
                        openURL(URL(string: "https://example.com/changelog")!) { accepted in
                            if !accepted { showCopied = true }
                        }
                    } label: {
                        Label("What's New", systemImage: "sparkles")
                    }
                }

                Section("Share") {
                    ShareLink(item: appURL) {
                        Label("Share the App", systemImage: "square.and.arrow.up")
                    }
                    ShareLink("Send to a friend",
                              item: appURL,
                              subject: Text("Try Pocket Garden"),
                              message: Text("It reminds me to water my plants."))
                    ShareLink(item: "My tomatoes are thriving 🍅", preview: SharePreview("Garden update"))
                }
            }
            .navigationTitle("About")
            .alert("Couldn't open the page", isPresented: $showCopied) {
                Button("OK", role: .cancel) {}
            }
        }
    }
}

#Preview {
    AboutLinksView()
}
