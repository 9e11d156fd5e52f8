import SwiftUI

/// Three sliders mixing a colour.
struct ColorMixerView: View {
    @State private var red = 0.5
    @State private var green = 0.5
    @State private var blue = 0.5

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color(red: red, green: green, blue: blue))
                .frame(height: 150)
            Slider(value: $red, in: 0...1) {
                Text("Red")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
            .tint(.red)
            Slider(value: $green, in: 0...1)
                .accentColor(.green)
            Slider(value: $blue, in: 0...1, step: 0.05)
            Text(String(format: "R %.2f  G %.2f  B %.2f", red, green, blue))
                .font(.system(.body, design: .monospaced))
        }
        .padding()
    }
}
