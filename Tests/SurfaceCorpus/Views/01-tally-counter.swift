import SwiftUI

/// A tally counter: the first screen of almost every SwiftUI course.
struct TallyCounterView: View {
    @State private var tally = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Tally")
                .font(.headline)
                .foregroundColor(.secondary)
            Text("\(tally)")
                .font(.system(size: 72, weight: .bold, design: .rounded))
            HStack(spacing: 16) {
                Button("−") { tally -= 1 }
                    .disabled(tally == 0)
                Button("+") { tally += 1 }
            }
            .font(.largeTitle)
            Button("Reset", role: .destructive) { tally = 0 }
        }
        .padding()
    }
}
