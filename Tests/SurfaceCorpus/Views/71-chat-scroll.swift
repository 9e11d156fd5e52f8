import SwiftUI

struct ChatLine: Identifiable {
    let id = UUID()
    let text: String
}

/// A chat that scrolls to the newest message.
struct ChatThreadView: View {
    @State private var lines = [ChatLine(text: "Hi!"), ChatLine(text: "Hello there")]
    @State private var draft = ""

    var body: some View {
        VStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 8) {
                        ForEach(lines) { line in
                            Text(line.text)
                                .padding(8)
                                .background(Color.blue.opacity(0.1))
                                .cornerRadius(8)
                                .id(line.id)
                        }
                    }
                }
                .onChange(of: lines.count) { _ in
                    withAnimation {
                        proxy.scrollTo(lines.last?.id, anchor: .bottom)
                    }
                }
            }
            HStack {
                TextField("Message", text: $draft)
                Button("Send") {
                    lines.append(ChatLine(text: draft))
                    draft = ""
                }
                .disabled(draft.isEmpty)
            }
            .padding()
        }
    }
}
