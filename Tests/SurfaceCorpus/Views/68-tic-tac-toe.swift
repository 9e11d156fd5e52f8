import SwiftUI

/// A tic-tac-toe board of tappable cells.
struct TicTacToeView: View {
    @State private var cells = Array(repeating: "", count: 9)
    @State private var crossesTurn = true
    let columns = Array(repeating: GridItem(.flexible()), count: 3)

    var body: some View {
        VStack(spacing: 20) {
            Text(crossesTurn ? "X to play" : "O to play")
                .font(.title2)
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<9) { index in
                    ZStack {
                        Rectangle()
                            .foregroundColor(Color.gray.opacity(0.2))
                            .aspectRatio(1, contentMode: .fit)
                        Text(cells[index])
                            .font(.system(size: 48, weight: .bold))
                    }
                    .onTapGesture { play(at: index) }
                }
            }
            Button("New Game") {
                cells = Array(repeating: "", count: 9)
                crossesTurn = true
            }
        }
        .padding()
    }

    private func play(at index: Int) {
        guard cells[index].isEmpty else { return }
        cells[index] = crossesTurn ? "X" : "O"
        crossesTurn.toggle()
    }
}
