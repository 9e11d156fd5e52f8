import SwiftUI

struct ChatMessage: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMine: Bool
}

struct ChatThreadView: View {
    @State private var messages: [ChatMessage] = [
        ChatMessage(text: "Are we still on for Saturday?", isMine: false),
        ChatMessage(text: "Yes! 10am at the cafe?", isMine: true),
        ChatMessage(text: "Perfect, see you there", isMine: false),
    ]
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            HStack {
                                if message.isMine { Spacer(minLength: 40) }
                                Text(message.text)
                                    .padding(10)
                                    .foregroundStyle(message.isMine ? .white : .primary)
                                    .background(message.isMine ? Color.blue : Color(.systemGray5))
                                    .clipShape(RoundedRectangle(cornerRadius: 16))
                                if !message.isMine { Spacer(minLength: 40) }
                            }
                            .id(message.id)
                        }
                    }
                    .padding()
                }
                .onChange(of: messages) {
                    if let last = messages.last {
                        withAnimation {
                            proxy.scrollTo(last.id, anchor: .bottom)
                        }
                    }
                }
                .onAppear {
                    proxy.scrollTo(messages.last?.id, anchor: .bottom)
                }
            }

            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button("Send", systemImage: "paperplane.fill") {
                    messages.append(ChatMessage(text: draft, isMine: true))
                    draft = ""
                }
                .labelStyle(.iconOnly)
                .disabled(draft.isEmpty)
            }
            .padding()
            .background(.bar)
        }
    }
}

#Preview {
    ChatThreadView()
}
