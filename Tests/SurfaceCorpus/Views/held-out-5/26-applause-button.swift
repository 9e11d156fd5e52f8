import SwiftUI

struct ApplauseButtonView: View {
    @State private var claps = 0
    @State private var isSaved = false
    @State private var isListening = false

    var body: some View {
        VStack(spacing: 36) {
            Button {
                claps += 1
            } label: {
                Image(systemName: "hands.clap.fill")
                    .font(.system(size: 54))
                    .symbolEffect(.bounce, value: claps)
            }
            .sensoryFeedback(.impact(weight: .light), trigger: claps)

            Text("\(claps) claps")
                .font(.headline)
                .contentTransition(.numericText(value: Double(claps)))
                .animation(.snappy, value: claps)

            Button {
                isSaved.toggle()
            } label: {
                Image(systemName: isSaved ? "bookmark.fill" : "bookmark")
                    .font(.largeTitle)
                    .contentTransition(.symbolEffect(.replace))
            }
            .sensoryFeedback(.success, trigger: isSaved) { _, newValue in newValue }

            Image(systemName: "waveform")
                .font(.largeTitle)
                .symbolEffect(.variableColor.iterative, isActive: isListening)
                .onTapGesture { isListening.toggle() }

            Image(systemName: "heart.fill")
                .font(.system(size: 44))
                .foregroundStyle(.pink)
                .phaseAnimator([false, true]) { heart, beating in
                    heart
                        .scaleEffect(beating ? 1.15 : 1)
                        .opacity(beating ? 1 : 0.8)
                } animation: { beating in
                    beating ? .easeOut(duration: 0.25) : .easeIn(duration: 0.45)
                }
        }
        .padding()
    }
}

#Preview {
    ApplauseButtonView()
}
