import SwiftUI

struct PhotoManipulator: View {
    @State private var offset = CGSize.zero
    @State private var lastOffset = CGSize.zero
    @State private var scale: CGFloat = 1
    @State private var rotation = Angle.zero
    @GestureState private var isDragging = false

    var body: some View {
        Image(systemName: "photo.artframe")
            .resizable()
            .scaledToFit()
            .frame(width: 220)
            .scaleEffect(scale)
            .rotationEffect(rotation)
            .offset(offset)
            .opacity(isDragging ? 0.8 : 1)
            .gesture(
                DragGesture()
                    .updating($isDragging) { _, state, _ in
                        state = true
                    }
                    .onChanged { value in
                        offset = CGSize(
                            width: lastOffset.width + value.translation.width,
                            height: lastOffset.height + value.translation.height
                        )
                    }
                    .onEnded { _ in
                        lastOffset = offset
                    }
            )
            .simultaneousGesture(
                MagnifyGesture()
                    .onChanged { value in
                        scale = value.magnification
                    }
            )
            .simultaneousGesture(
                RotateGesture()
                    .onChanged { value in
                        rotation = value.rotation
                    }
            )
            .onTapGesture(count: 2) {
                withAnimation(.bouncy) {
                    offset = .zero
                    lastOffset = .zero
                    scale = 1
                    rotation = .zero
                }
            }
    }
}
