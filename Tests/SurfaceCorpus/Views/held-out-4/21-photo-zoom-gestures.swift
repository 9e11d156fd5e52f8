import SwiftUI

struct ZoomablePhotoView: View {
    @State private var scale: CGFloat = 1
    @State private var lastScale: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var isLiked = false
    @State private var isHighlighted = false

    var body: some View {
        VStack(spacing: 30) {
            Image(systemName: "mountain.2.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 220)
                .foregroundStyle(.brown)
                .padding()
                .background(isHighlighted ? Color.yellow.opacity(0.3) : Color.clear)
                .scaleEffect(scale)
                .rotationEffect(angle)
                .gesture(
                    MagnifyGesture()
                        .onChanged { value in
                            scale = lastScale * value.magnification
                        }
                        .onEnded { _ in
                            lastScale = scale
                        }
                )
                .simultaneousGesture(
                    RotateGesture()
                        .onChanged { value in
                            angle = value.rotation
                        }
                )
                .onTapGesture(count: 2) {
                    withAnimation {
                        isLiked.toggle()
                    }
                }
                .onLongPressGesture(minimumDuration: 0.6) {
                    isHighlighted.toggle()
                }

            Image(systemName: isLiked ? "heart.fill" : "heart")
                .font(.title)
                .foregroundStyle(isLiked ? .red : .secondary)
                .scaleEffect(isLiked ? 1.3 : 1)

            Button("Reset") {
                withAnimation(.easeOut) {
                    scale = 1
                    lastScale = 1
                    angle = .zero
                }
            }
        }
    }
}

#Preview {
    ZoomablePhotoView()
}
