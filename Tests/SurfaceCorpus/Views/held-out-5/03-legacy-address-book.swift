import SwiftUI

struct AddressEntry: Identifiable {
    let id = UUID()
    var name: String
    var phone: String
    var isFavorite: Bool
}

struct LegacyAddressBookView: View {
    @State private var entries = [
        AddressEntry(name: "Harriet Vance", phone: "555-0134", isFavorite: true),
        AddressEntry(name: "Oscar Pell", phone: "555-0178", isFavorite: false),
        AddressEntry(name: "June Marlow", phone: "555-0102", isFavorite: false),
    ]
    @State private var showingAbout = false

    var body: some View {
        NavigationView {
            List {
                ForEach(entries) { entry in
                    NavigationLink(destination: AddressEntryDetail(entry: entry)) {
                        HStack {
                            Text(entry.name)
                            Spacer()
                            if entry.isFavorite {
                                Image(systemName: "heart.fill")
                                    .foregroundColor(.pink)
                            }
                        }
                    }
                }
                .onDelete { offsets in
                    entries.remove(atOffsets: offsets)
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Contacts", displayMode: .large)
            .navigationBarItems(
                leading: EditButton(),
                trailing: Button(action: { showingAbout = true }) {
                    Image(systemName: "info.circle")
                }
            )
            .alert(isPresented: $showingAbout) {
                Alert(title: Text("Address Book"),
                      message: Text("\(entries.count) people saved."),
                      dismissButton: .default(Text("OK")))
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct AddressEntryDetail: View {
    let entry: AddressEntry

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle")
                .resizable()
                .frame(width: 96, height: 96)
                .foregroundColor(.gray)
            Text(entry.name)
                .font(.title)
            Text(entry.phone)
                .foregroundColor(.secondary)
            Spacer()
        }
        .padding(.top, 40)
        .navigationBarTitle(Text(entry.name), displayMode: .inline)
    }
}

struct LegacyAddressBookView_Previews: PreviewProvider {
    static var previews: some View {
        LegacyAddressBookView()
    }
}
