import SwiftUI

struct CapitalQuizView: View {
    @State private var countries = ["France", "Kenya", "Peru", "Japan", "Canada", "Egypt"].shuffled()
    @State private var answerIndex = Int.random(in: 0...2)
    @State private var showingResult = false
    @State private var resultTitle = ""
    @State private var score = 0
    @State private var round = 1

    private let capitals = [
        "France": "Paris", "Kenya": "Nairobi", "Peru": "Lima",
        "Japan": "Tokyo", "Canada": "Ottawa", "Egypt": "Cairo",
    ]

    var body: some View {
        ZStack {
            RadialGradient(stops: [
                .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
            ], center: .top, startRadius: 200, endRadius: 700)
            .ignoresSafeArea()

            VStack(spacing: 20) {
                Spacer()
                Text("Capital Quiz")
                    .font(.largeTitle.weight(.bold))
                    .foregroundStyle(.white)

                VStack(spacing: 15) {
                    Text("Which country has this capital?")
                        .foregroundStyle(.secondary)
                        .font(.subheadline.weight(.heavy))
                    Text(capitals[countries[answerIndex]] ?? "")
                        .font(.largeTitle.weight(.semibold))

                    ForEach(0..<3) { index in
                        Button {
                            choose(index)
                        } label: {
                            Text(countries[index])
                                .frame(maxWidth: .infinity)
                                .padding()
                                .background(.blue.opacity(0.15))
                                .clipShape(.capsule)
                                .shadow(radius: 5)
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 20)
                .background(.regularMaterial)
                .clipShape(.rect(cornerRadius: 20))

                Spacer()
                Text("Score: \(score)   Round \(round) of 8")
                    .foregroundStyle(.white)
                    .font(.title3.bold())
                Spacer()
            }
            .padding()
        }
        .alert(resultTitle, isPresented: $showingResult) {
            Button(round == 8 ? "Start Over" : "Continue", action: nextRound)
        } message: {
            Text("Your score is \(score)")
        }
    }

    private func choose(_ index: Int) {
        if index == answerIndex {
            resultTitle = "Correct"
            score += 1
        } else {
            resultTitle = "Wrong — that's \(countries[index])"
        }
        showingResult = true
    }

    private func nextRound() {
        if round == 8 {
            round = 1
            score = 0
        } else {
            round += 1
        }
        countries.shuffle()
        answerIndex = Int.random(in: 0...2)
    }
}

#Preview {
    CapitalQuizView()
}
