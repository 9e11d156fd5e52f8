import SwiftUI

struct SymbolShowcaseView: View {
    @State private var signal = 0.5
    @State private var bellCount = 0
    @State private var isFavorite = false

    var body: some View {
        List {
            Section("Rendering modes") {
                HStack(spacing: 24) {
                    Image(systemName: "cloud.sun.rain.fill")
                        .symbolRenderingMode(.multicolor)
                    Image(systemName: "person.3.sequence.fill")
                        .symbolRenderingMode(.hierarchical)
                        .foregroundStyle(.blue)
                    Image(systemName: "externaldrive.badge.plus")
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.green, .gray)
                }
                .font(.largeTitle)
            }

            Section("Variable value") {
                Image(systemName: "wifi", variableValue: signal)
                    .font(.system(size: 44))
                Slider(value: $signal, in: 0...1)
            }

            Section("Effects") {
                Button {
                    bellCount += 1
                } label: {
                    Image(systemName: "bell.fill")
                        .symbolEffect(.bounce, value: bellCount)
                        .font(.title)
                }
                Image(systemName: "antenna.radiowaves.left.and.right")
                    .symbolEffect(.variableColor.iterative)
                    .font(.title)
                Button {
                    isFavorite.toggle()
                } label: {
                    Image(systemName: "heart")
                        .symbolVariant(isFavorite ? .fill : .none)
                        .contentTransition(.symbolEffect(.replace))
                        .foregroundStyle(.pink)
                }
            }

            Section("Labels") {
                Label("Downloads", systemImage: "arrow.down.circle")
                Label("Icon only", systemImage: "star")
                    .labelStyle(.iconOnly)
                Label("Title only", systemImage: "star")
                    .labelStyle(.titleOnly)
                Label {
                    Text("Custom label")
                        .bold()
                } icon: {
                    Circle()
                        .fill(.orange)
                        .frame(width: 20, height: 20)
                }
                Image(systemName: "gearshape")
                    .imageScale(.large)
                    .fontWeight(.light)
            }
        }
    }
}

#Preview {
    SymbolShowcaseView()
}
