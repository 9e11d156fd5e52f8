import SwiftUI

/// A card that follows a drag and springs back.
struct DraggableCardView: View {
    @State private var dragOffset = CGSize.zero
    @State private var dismissed = false

    var body: some View {
        if dismissed {
            Button("Bring it back") { dismissed = false; dragOffset = .zero }
        } else {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.orange)
                .frame(width: 260, height: 160)
                .offset(dragOffset)
                .rotationEffect(.degrees(Double(dragOffset.width / 20)))
                .gesture(
                    DragGesture()
                        .onChanged { gesture in
                            dragOffset = gesture.translation
                        }
                        .onEnded { _ in
                            if abs(dragOffset.width) > 120 {
                                dismissed = true
                            } else {
                                withAnimation { dragOffset = .zero }
                            }
                        }
                )
        }
    }
}
