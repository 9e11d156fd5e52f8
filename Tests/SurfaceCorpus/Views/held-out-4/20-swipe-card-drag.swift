import SwiftUI

struct SwipeCard: View {
    let word: String
    var onRemove: (Bool) -> Void

    @State private var offset = CGSize.zero
    @GestureState private var isDragging = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(.white)
            .shadow(radius: isDragging ? 12 : 4)
            .overlay {
                Text(word)
                    .font(.largeTitle.bold())
            }
            .overlay(alignment: .topLeading) {
                Text(offset.width > 0 ? "KNOW IT" : "LEARN")
                    .font(.headline)
                    .foregroundStyle(offset.width > 0 ? .green : .red)
                    .opacity(min(abs(offset.width) / 100, 1))
                    .padding()
            }
            .frame(width: 300, height: 200)
            .rotationEffect(.degrees(Double(offset.width / 20)))
            .offset(x: offset.width, y: offset.height * 0.3)
            .gesture(
                DragGesture()
                    .updating($isDragging) { _, state, _ in
                        state = true
                    }
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { value in
                        if abs(value.translation.width) > 120 {
                            onRemove(value.translation.width > 0)
                        } else {
                            withAnimation(.spring()) {
                                offset = .zero
                            }
                        }
                    }
            )
    }
}

struct VocabularyDeckView: View {
    @State private var words = ["serendipity", "ephemeral", "lucid", "quixotic"]
    @State private var known = 0

    var body: some View {
        VStack {
            Text("Known: \(known)")
                .font(.title3)
            ZStack {
                ForEach(words, id: \.self) { word in
                    SwipeCard(word: word) { didKnow in
                        if didKnow { known += 1 }
                        words.removeAll { $0 == word }
                    }
                }
            }
            .frame(maxHeight: .infinity)
        }
        .padding()
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    VocabularyDeckView()
}
