import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    let name: String
    let email: String
    let initials: String
}

extension Contact {
    static let all: [Contact] = [
        Contact(name: "Amara Okafor", email: "amara@example.com", initials: "AO"),
        Contact(name: "Benedikt Lang", email: "ben@example.com", initials: "BL"),
        Contact(name: "Chloé Martin", email: "chloe@example.com", initials: "CM"),
        Contact(name: "Dev Patel", email: "dev@example.com", initials: "DP"),
        Contact(name: "Elena Rossi", email: "elena@example.com", initials: "ER"),
    ]
}

struct ContactSearchView: View {
    @State private var searchText = ""
    private let contacts = Contact.all

    private var results: [Contact] {
        if searchText.isEmpty {
            return contacts
        }
        return contacts.filter {
            $0.name.localizedCaseInsensitiveContains(searchText)
                || $0.email.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        NavigationStack {
            List(results) { contact in
                HStack(spacing: 12) {
                    Text(contact.initials)
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .frame(width: 36, height: 36)
                        .background(Circle().fill(.indigo))
                    VStack(alignment: .leading) {
                        Text(contact.name)
                        Text(contact.email)
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Contacts")
            .searchable(text: $searchText, prompt: "Name or email")
        }
    }
}

#Preview {
    ContactSearchView()
}
