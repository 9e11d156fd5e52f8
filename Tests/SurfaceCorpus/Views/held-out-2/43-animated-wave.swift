import SwiftUI

struct Wave: Shape {
    var phase: Double
    var strength: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, strength) }
        set {
            phase = newValue.first
            strength = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midHeight = rect.height / 2
        let wavelength = rect.width / 2

        path.move(to: CGPoint(x: 0, y: midHeight))
        for x in stride(from: 0, through: rect.width, by: 1) {
            let relativeX = x / wavelength
            let sine = sin(relativeX * .pi * 2 + phase)
            let y = strength * sine + midHeight
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct ProgressRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: 12)
                .opacity(0.2)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(colors: [.blue, .purple, .blue], center: .center),
                    style: StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .round)
                )
                .rotationEffect(.degrees(-90))
            Text(progress, format: .percent.precision(.fractionLength(0)))
                .font(.title2.monospacedDigit())
        }
    }
}

struct WaveScreen: View {
    @State private var phase = 0.0
    @State private var progress = 0.3

    var body: some View {
        VStack {
            Wave(phase: phase, strength: 20)
                .fill(.blue.opacity(0.6))
                .frame(height: 200)
                .onAppear {
                    withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                        phase = .pi * 2
                    }
                }

            ProgressRing(progress: progress)
                .frame(width: 150, height: 150)
                .animation(.easeInOut, value: progress)

            Slider(value: $progress)
                .padding()
        }
    }
}
