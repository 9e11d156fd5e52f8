import SwiftUI

/// Two dice and a roll button.
struct DiceRollerView: View {
    @State private var first = 1
    @State private var second = 6
    @State private var rolls = 0

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 20) {
                Image(systemName: "die.face.\(first).fill")
                Image(systemName: "die.face.\(second).fill")
            }
            .font(.system(size: 80))
            .foregroundStyle(.red)
            Text("Total: \(first + second)")
            Button("Roll") {
                first = Int.random(in: 1...6)
                second = Int.random(in: 1...6)
                rolls += 1
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
            Text("Rolled \(rolls) times")
                .font(.caption)
        }
    }
}
