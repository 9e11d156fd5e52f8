import SwiftUI

struct OceanWave: Shape {
    var phase: Double
    var amplitude: Double
    var frequency: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midline = rect.height * 0.5
        path.move(to: CGPoint(x: 0, y: midline))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let relative = Double(x / rect.width)
            let sine = sin((relative * frequency + phase) * 2 * .pi)
            let y = midline + CGFloat(sine * amplitude)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

struct OceanWaveView: View {
    @State private var phase = 0.0
    @State private var amplitude = 18.0

    var body: some View {
        VStack {
            ZStack {
                OceanWave(phase: phase, amplitude: amplitude, frequency: 1.5)
                    .fill(Color.blue.opacity(0.4))
                OceanWave(phase: phase + 0.3, amplitude: amplitude * 0.7, frequency: 2)
                    .fill(Color.cyan.opacity(0.5))
                OceanWave(phase: phase, amplitude: amplitude, frequency: 1.5)
                    .stroke(Color.white, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            }
            .frame(height: 220)
            .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
            .onAppear {
                withAnimation(.linear(duration: 3).repeatForever(autoreverses: false)) {
                    phase = 1
                }
            }

            Slider(value: $amplitude, in: 4...40) {
                Text("Wave height")
            }
            .padding()
        }
        .padding()
    }
}

#Preview {
    OceanWaveView()
}
