import SwiftUI

struct ChatMessage: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMine: Bool
}

struct ChatRoomView: View {
    @State private var messages = [
        ChatMessage(text: "Hi there!", isMine: false),
        ChatMessage(text: "Hey, how are you?", isMine: true),
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
                                    .background(message.isMine ? Color.blue : Color(.systemGray5))
                                    .foregroundStyle(message.isMine ? .white : .primary)
                                    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
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
            }
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button {
                    messages.append(ChatMessage(text: draft, isMine: true))
                    draft = ""
                } label: {
                    Image(systemName: "paperplane.fill")
                }
                .disabled(draft.isEmpty)
            }
            .padding()
            .background(.bar)
        }
    }
}
