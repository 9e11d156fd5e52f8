import SwiftUI

/// Images: symbols with variable values, resizable assets, interpolation.
struct GalleryHeaderView: View {
    @State private var signal = 0.6

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "wifi", variableValue: signal)
                .font(.largeTitle)
            Image("mountains")
                .resizable()
                .interpolation(.high)
                .aspectRatio(16 / 9, contentMode: .fill)
                .frame(height: 180)
                .clipped()
            Image(systemName: "heart.fill")
                .foregroundStyle(.pink)
                .imageScale(.large)
                .font(.title.weight(.semibold))
            Slider(value: $signal)
        }
    }
}
