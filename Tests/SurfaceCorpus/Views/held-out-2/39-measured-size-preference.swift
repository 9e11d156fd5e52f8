import SwiftUI

struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero

    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { geometryProxy in
                Color.clear
                    .preference(key: SizePreferenceKey.self, value: geometryProxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

struct MeasuredCaption: View {
    @State private var captionSize: CGSize = .zero
    @State private var headerHeight: CGFloat = 0

    var body: some View {
        VStack {
            Text("Measure me, please")
                .font(.title)
                .readSize { size in
                    captionSize = size
                }

            Text("The caption is \(Int(captionSize.width)) × \(Int(captionSize.height)) points")
                .font(.footnote)

            Rectangle()
                .fill(.orange)
                .frame(height: 120)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { newValue in
                    headerHeight = newValue
                }

            Text("Header height: \(headerHeight, specifier: "%.0f")")
        }
        .padding()
    }
}
