import SwiftUI

/// The iOS 13 secure field with a commit callback.
struct PasscodeEntryView: View {
    @State private var passcode = ""
    @State private var unlocked = false

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: unlocked ? "lock.open" : "lock")
                .font(.largeTitle)
            SecureField("Passcode", text: $passcode, onCommit: checkPasscode)
                .textFieldStyle(RoundedBorderTextFieldStyle())
                .frame(width: 200)
            Text(unlocked ? "Unlocked" : "Enter 1234")
                .foregroundColor(.secondary)
        }
    }

    private func checkPasscode() {
        unlocked = passcode == "1234"
    }
}
