import SwiftUI

/// A notification bell with a count badge overlaid on a corner.
struct NotificationBellView: View {
    @State private var unread = 3

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "bell")
                .font(.system(size: 44))
                .overlay(alignment: .topTrailing) {
                    if unread > 0 {
                        Text("\(unread)")
                            .font(.caption2)
                            .padding(5)
                            .background(Color.red)
                            .clipShape(Circle())
                            .foregroundColor(.white)
                            .offset(x: 10, y: -10)
                    }
                }
            HStack {
                Button("Read all") { unread = 0 }
                Button("New") { unread += 1 }
            }
        }
    }
}
