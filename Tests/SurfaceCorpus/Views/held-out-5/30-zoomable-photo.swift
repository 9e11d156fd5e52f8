import SwiftUI

struct ZoomablePhotoView: View {
    @State private var scale: CGFloat = 1
    @State private var lastScale: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var lastAngle = Angle.zero
    @State private var offset = CGSize.zero
    @State private var lastOffset = CGSize.zero

    var body: some View {
        let pinch = MagnifyGesture()
            .onChanged { value in
                scale = max(1, lastScale * value.magnification)
            }
            .onEnded { _ in
                lastScale = scale
            }

        let twist = RotateGesture()
            .onChanged { value in
                angle = .degrees(lastAngle.degrees + value.rotation.degrees)
            }
            .onEnded { _ in
                lastAngle = angle
            }

        let pan = DragGesture()
            .onChanged { value in
                offset = CGSize(width: lastOffset.width + value.translation.width,
                                height: lastOffset.height + value.translation.height)
            }
            .onEnded { _ in
                lastOffset = offset
            }

        Image(systemName: "mountain.2.fill")
            .resizable()
            .scaledToFit()
            .foregroundStyle(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
            .padding(40)
            .scaleEffect(scale)
            .rotationEffect(angle)
            .offset(offset)
            .gesture(pinch.simultaneously(with: twist))
            .simultaneousGesture(pan)
            .onTapGesture(count: 2) {
                withAnimation(.spring) {
                    scale = 1
                    lastScale = 1
                    angle = .zero
                    lastAngle = .zero
                    offset = .zero
                    lastOffset = .zero
                }
            }
            .overlay(alignment: .bottom) {
                Text("Zoom \(Double(scale), format: .number.precision(.fractionLength(1)))×")
                    .font(.caption)
                    .padding(6)
                    .background(.regularMaterial, in: Capsule())
            }
    }
}

#Preview {
    ZoomablePhotoView()
}
