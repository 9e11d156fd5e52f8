import SwiftUI

struct MailMessage: Identifiable {
    let id = UUID()
    let subject: String
    var isRead = false
}

/// Swipe actions on both edges.
struct SwipeInboxView: View {
    @State private var messages = [MailMessage(subject: "Invoice"), MailMessage(subject: "Lunch?")]

    var body: some View {
        List {
            ForEach($messages) { $message in
                Text(message.subject)
                    .fontWeight(message.isRead ? .regular : .bold)
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            messages.removeAll { $0.id == message.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            message.isRead.toggle()
                        } label: {
                            Label("Read", systemImage: "envelope.open")
                        }
                        .tint(.blue)
                    }
            }
        }
    }
}
