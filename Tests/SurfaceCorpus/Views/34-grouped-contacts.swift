import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    let name: String
    let isFavorite: Bool
}

/// A grouped list in the old style-struct spelling.
struct GroupedContactsView: View {
    let contacts = [
        Contact(name: "Grace", isFavorite: true),
        Contact(name: "Alan", isFavorite: false),
        Contact(name: "Barbara", isFavorite: false),
    ]

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Favourites")) {
                    ForEach(contacts.filter { $0.isFavorite }) { contact in
                        Text(contact.name)
                    }
                }
                Section(header: Text("Everyone")) {
                    ForEach(contacts) { contact in
                        Text(contact.name)
                            .listRowSeparator(.hidden)
                    }
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Contacts", displayMode: .inline)
        }
    }
}
