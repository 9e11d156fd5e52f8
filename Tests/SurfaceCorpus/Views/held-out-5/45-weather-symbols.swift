import SwiftUI

struct WeatherSymbolsView: View {
    @State private var isFilled = true
    @State private var strength = 0.6

    private let symbols = ["cloud.sun.rain", "cloud.bolt.rain", "sun.max", "wind", "snowflake"]

    var body: some View {
        VStack(spacing: 28) {
            HStack(spacing: 20) {
                ForEach(symbols, id: \.self) { name in
                    Image(systemName: name)
                        .symbolVariant(isFilled ? .fill : .none)
                        .symbolRenderingMode(.multicolor)
                        .font(.largeTitle)
                }
            }

            HStack(spacing: 24) {
                Image(systemName: "thermometer.sun")
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.orange)
                Image(systemName: "cloud.sun.fill")
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.gray, .yellow)
                Image(systemName: "wifi", variableValue: strength)
                    .foregroundStyle(.blue)
                Image(systemName: "umbrella.fill")
                    .imageScale(.small)
                Image(systemName: "umbrella.fill")
                    .imageScale(.large)
            }
            .font(.system(size: 36))

            Label("Feels like 14°", systemImage: "thermometer.medium")
                .font(.title3)
                .labelStyle(.titleAndIcon)

            Image(systemName: "location.circle")
                .resizable()
                .scaledToFit()
                .frame(width: 64, height: 64)
                .fontWeight(.light)
                .accessibilityHidden(true)

            Toggle("Filled symbols", isOn: $isFilled)
            Slider(value: $strength, in: 0...1) {
                Text("Signal")
            }
        }
        .padding()
    }
}

#Preview {
    WeatherSymbolsView()
}
