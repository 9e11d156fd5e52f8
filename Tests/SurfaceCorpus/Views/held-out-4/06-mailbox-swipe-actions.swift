import SwiftUI

struct MailMessage: Identifiable {
    let id = UUID()
    var sender: String
    var subject: String
    var isUnread: Bool
    var isFlagged: Bool = false
}

struct MailboxView: View {
    @State private var messages: [MailMessage] = [
        MailMessage(sender: "Library", subject: "Your hold is ready", isUnread: true),
        MailMessage(sender: "Coach Rivera", subject: "Practice moved to 6pm", isUnread: true),
        MailMessage(sender: "Grandma", subject: "Recipe you asked for", isUnread: false),
        MailMessage(sender: "Bank", subject: "Monthly statement", isUnread: false),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach($messages) { $message in
                    HStack {
                        Circle()
                            .fill(message.isUnread ? Color.blue : Color.clear)
                            .frame(width: 10, height: 10)
                        VStack(alignment: .leading) {
                            Text(message.sender)
                                .fontWeight(message.isUnread ? .bold : .regular)
                            Text(message.subject)
                                .foregroundStyle(.secondary)
                                .lineLimit(1)
                        }
                        Spacer()
                        if message.isFlagged {
                            Image(systemName: "flag.fill")
                                .foregroundStyle(.orange)
                        }
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: true) {
                        Button {
                            message.isUnread.toggle()
                        } label: {
                            Label(message.isUnread ? "Read" : "Unread",
                                  systemImage: message.isUnread ? "envelope.open" : "envelope.badge")
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            messages.removeAll { $0.id == message.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button {
                            message.isFlagged.toggle()
                        } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
        }
    }
}

#Preview {
    MailboxView()
}
