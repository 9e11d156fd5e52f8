import SwiftUI

struct ClimberProfile {
    var nickname: String
    var homeGym: String
    var favoriteGrade: Int
    var bio: String
}

struct ProfileOverviewView: View {
    @State private var profile = ClimberProfile(nickname: "Cragfox", homeGym: "Boulder Barn",
                                                favoriteGrade: 4, bio: "Mostly slab, sometimes overhang.")
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text(profile.nickname)
                    .font(.largeTitle.bold())
                Label(profile.homeGym, systemImage: "building.2")
                Label("Favourite grade V\(profile.favoriteGrade)", systemImage: "figure.climbing")
                Text(profile.bio)
                    .foregroundStyle(.secondary)
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .toolbar {
                Button("Edit") { isEditing = true }
            }
            .sheet(isPresented: $isEditing) {
                ProfileEditorSheet(profile: $profile)
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
        }
    }
}

struct ProfileEditorSheet: View {
    @Binding var profile: ClimberProfile
    @Environment(\.dismiss) private var dismiss
    @State private var draft = ClimberProfile(nickname: "", homeGym: "", favoriteGrade: 0, bio: "")

    var body: some View {
        NavigationStack {
            Form {
                TextField("Nickname", text: $draft.nickname)
                TextField("Home gym", text: $draft.homeGym)
                Stepper("Grade V\(draft.favoriteGrade)", value: $draft.favoriteGrade, in: 0...17)
                TextField("Bio", text: $draft.bio, axis: .vertical)
                    .lineLimit(3, reservesSpace: true)
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        profile = draft
                        dismiss()
                    }
                }
            }
            .onAppear { draft = profile }
        }
        .interactiveDismissDisabled()
    }
}

#Preview {
    ProfileOverviewView()
}
