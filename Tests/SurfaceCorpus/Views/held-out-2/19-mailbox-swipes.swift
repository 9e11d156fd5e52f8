import SwiftUI

struct MailMessage: Identifiable {
    let id = UUID()
    var sender: String
    var subject: String
    var isRead = false
    var isFlagged = false
}

@MainActor
final class MailboxModel: ObservableObject {
    @Published var messages: [MailMessage] = [
        MailMessage(sender: "Jordan", subject: "Lunch on Friday?"),
        MailMessage(sender: "Build Bot", subject: "Nightly build passed", isRead: true),
        MailMessage(sender: "Priya", subject: "Slides for Monday"),
    ]

    var unreadCount: Int {
        messages.filter { !$0.isRead }.count
    }

    func reload() async {
        try? await Task.sleep(nanoseconds: 500_000_000)
        messages.insert(MailMessage(sender: "Newsletter", subject: "This week in Swift"), at: 0)
    }

    func delete(_ message: MailMessage) {
        messages.removeAll { $0.id == message.id }
    }
}

struct MessageRow: View {
    let message: MailMessage

    var body: some View {
        HStack {
            Circle()
                .fill(message.isRead ? .clear : .blue)
                .frame(width: 10, height: 10)
            VStack(alignment: .leading) {
                Text(message.sender)
                    .font(.headline)
                Text(message.subject)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            if message.isFlagged {
                Spacer()
                Image(systemName: "flag.fill")
                    .foregroundStyle(.orange)
            }
        }
    }
}

struct MailboxView: View {
    @StateObject private var model = MailboxModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach($model.messages) { $message in
                    MessageRow(message: message)
                        .swipeActions(edge: .leading) {
                            Button {
                                message.isRead.toggle()
                            } label: {
                                Label(message.isRead ? "Unread" : "Read", systemImage: "envelope.open")
                            }
                            .tint(.blue)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button(role: .destructive) {
                                model.delete(message)
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
                .onMove { source, destination in
                    model.messages.move(fromOffsets: source, toOffset: destination)
                }
            }
            .listStyle(.plain)
            .refreshable {
                await model.reload()
            }
            .navigationTitle("Inbox")
            .toolbar {
                EditButton()
            }
        }
        .badge(model.unreadCount)
    }
}
