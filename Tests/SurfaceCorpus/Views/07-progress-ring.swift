import SwiftUI

/// A circular progress ring driven by a slider.
struct ProgressRingView: View {
    @State private var progress = 0.35

    var body: some View {
        VStack(spacing: 40) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 20)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 20, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int(progress * 100))%")
                    .font(.title)
                    .bold()
            }
            .frame(width: 200, height: 200)
            Slider(value: $progress, in: 0...1)
                .padding(.horizontal)
        }
    }
}
