import SwiftUI

struct UserProfile: Decodable, Identifiable {
    let id: Int
    let name: String
    let email: String
    let company: Company

    struct Company: Decodable {
        let name: String
    }
}

struct UserPickerView: View {
    @State private var selectedID = 1
    @State private var profile: UserProfile?
    @State private var errorMessage: String?

    var body: some View {
        NavigationStack {
            Form {
                Picker("User", selection: $selectedID) {
                    ForEach(1...10, id: \.self) { id in
                        Text("User \(id)").tag(id)
                    }
                }

                if let profile {
                    Section("Profile") {
                        LabeledContent("Name", value: profile.name)
                        LabeledContent("Email", value: profile.email)
                        LabeledContent("Company", value: profile.company.name)
                    }
                } else if let errorMessage {
                    Text(errorMessage)
                        .foregroundStyle(.red)
                } else {
                    ProgressView()
                }
            }
            .navigationTitle("Users")
            .task(id: selectedID) {
                await load(id: selectedID)
            }
        }
    }

    private func load(id: Int) async {
        profile = nil
        errorMessage = nil
        guard let url = URL(string: "https://jsonplaceholder.typicode.com/users/\(id)") else { return }
        do {
            let (data, _) = try await URLSession.shared.data(from: url)
            profile = try JSONDecoder().decode(UserProfile.self, from: data)
        } catch is CancellationError {
            return
        } catch {
            errorMessage = "Could not load user: \(error.localizedDescription)"
        }
    }
}

#Preview {
    UserPickerView()
}
