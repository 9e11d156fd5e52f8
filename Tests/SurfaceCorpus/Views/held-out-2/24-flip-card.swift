import SwiftUI

struct FlashCard: View {
    let prompt: String
    let answer: String
    @State private var flipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 25, style: .continuous)
                .fill(flipped ? Color.green : Color.white)
                .shadow(radius: 10)

            Text(prompt)
                .font(.largeTitle)
                .foregroundStyle(.black)
                .opacity(flipped ? 0 : 1)

            Text(answer)
                .font(.title)
                .foregroundStyle(.white)
                .opacity(flipped ? 1 : 0)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
        }
        .frame(width: 450, height: 250)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                flipped.toggle()
            }
        }
        .animation(.bouncy, value: flipped)
    }
}

struct FlashCardDeck: View {
    var body: some View {
        VStack {
            FlashCard(prompt: "Capital of Peru?", answer: "Lima")
            FlashCard(prompt: "7 × 8", answer: "56")
        }
    }
}
