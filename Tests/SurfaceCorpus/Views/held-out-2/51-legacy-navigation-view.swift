import SwiftUI

struct Friend: Identifiable {
    var id = UUID()
    var name: String
    var online: Bool
}

struct FriendsView: View {
    @State private var friends = [
        Friend(name: "Lena", online: true),
        Friend(name: "Omar", online: false),
    ]
    @State private var showingOptions = false
    @State private var showingBanner = false

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Online")) {
                    ForEach(friends.filter { $0.online }) { friend in
                        Text(friend.name)
                            .foregroundColor(.green)
                    }
                }
                Section(header: Text("Everyone")) {
                    ForEach(friends) { friend in
                        NavigationLink(destination: Text(friend.name).font(.system(size: 34, weight: .bold))) {
                            Text(friend.name)
                        }
                    }
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle(Text("Friends"))
            .navigationBarItems(
                leading: Button("Options") { showingOptions = true },
                trailing: Button(action: { friends.append(Friend(name: "New friend", online: false)) }) {
                    Image(systemName: "person.badge.plus")
                }
            )
            .actionSheet(isPresented: $showingOptions) {
                ActionSheet(
                    title: Text("Friend options"),
                    message: Text("Choose an action"),
                    buttons: [
                        .default(Text("Show banner")) { showingBanner = true },
                        .destructive(Text("Remove all")) { friends.removeAll() },
                        .cancel(),
                    ]
                )
            }
            .overlay(
                Group {
                    if showingBanner {
                        Text("Saved")
                            .padding()
                            .background(Color.black.opacity(0.7))
                            .foregroundColor(.white)
                            .cornerRadius(10)
                    }
                }
            )
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    showingBanner = false
                }
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .edgesIgnoringSafeArea(.bottom)
    }
}
