import SwiftUI

struct MailMessage: Identifiable {
    let id = UUID()
    let sender: String
    let subject: String
    var isRead = false
    var isFlagged = false
}

struct MailboxSwipesView: View {
    @State private var messages = [
        MailMessage(sender: "Ada at Stitch Co.", subject: "Your order has shipped"),
        MailMessage(sender: "Library", subject: "Two books due Friday", isRead: true),
        MailMessage(sender: "Theo", subject: "Saturday climbing?"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach($messages) { $message in
                    HStack(spacing: 12) {
                        Circle()
                            .fill(message.isRead ? Color.clear : Color.blue)
                            .frame(width: 10, height: 10)
                        VStack(alignment: .leading) {
                            Text(message.sender).font(.headline)
                            Text(message.subject).font(.subheadline)
                        }
                        Spacer()
                        if message.isFlagged {
                            Image(systemName: "flag.fill").foregroundStyle(.orange)
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            message.isRead.toggle()
                        } label: {
                            Label(message.isRead ? "Unread" : "Read",
                                  systemImage: message.isRead ? "envelope.badge" : "envelope.open")
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
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
                    .contextMenu {
                        Button("Mark as Read", systemImage: "envelope.open") {
                            message.isRead = true
                        }
                        Button("Delete", systemImage: "trash", role: .destructive) {
                            messages.removeAll { $0.id == message.id }
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
        }
    }
}

#Preview {
    MailboxSwipesView()
}
