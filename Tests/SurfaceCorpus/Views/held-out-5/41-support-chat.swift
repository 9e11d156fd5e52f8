import SwiftUI

struct ChatLine: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let fromMe: Bool
}

struct SupportChatView: View {
    @State private var lines = [
        ChatLine(text: "Hi! How can we help today?", fromMe: false),
        ChatLine(text: "My order hasn't arrived.", fromMe: true),
        ChatLine(text: "Sorry to hear that — what's the order number?", fromMe: false),
    ]
    @State private var draft = ""
    @FocusState private var composerFocused: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(lines) { line in
                            Text(line.text)
                                .padding(10)
                                .background(line.fromMe ? Color.blue : Color.gray.opacity(0.2),
                                            in: RoundedRectangle(cornerRadius: 14))
                                .foregroundStyle(line.fromMe ? Color.white : Color.primary)
                                .frame(maxWidth: .infinity, alignment: line.fromMe ? .trailing : .leading)
                                .id(line.id)
                        }
                    }
                    .padding()
                }
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: lines) {
                    guard let last = lines.last else { return }
                    withAnimation {
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
                .onAppear {
                    if let last = lines.last {
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Message", text: $draft, axis: .vertical)
                        .lineLimit(1...4)
                        .textFieldStyle(.roundedBorder)
                        .focused($composerFocused)
                    Button {
                        send()
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title)
                    }
                    .disabled(draft.isEmpty)
                    .accessibilityLabel("Send")
                }
                .padding()
                .background(.bar)
            }
            .navigationTitle("Support")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    private func send() {
        lines.append(ChatLine(text: draft, fromMe: true))
        draft = ""
    }
}

#Preview {
    SupportChatView()
}
