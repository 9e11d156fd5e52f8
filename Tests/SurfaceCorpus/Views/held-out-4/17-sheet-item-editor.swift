import SwiftUI

struct Flashcard: Identifiable {
    let id = UUID()
    var front: String
    var back: String
}

struct FlashcardEditor: View {
    @State var card: Flashcard
    var onSave: (Flashcard) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Front") {
                    TextField("Question", text: $card.front, axis: .vertical)
                }
                Section("Back") {
                    TextField("Answer", text: $card.back, axis: .vertical)
                }
            }
            .navigationTitle("Edit Card")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(card)
                        dismiss()
                    }
                }
            }
        }
        .interactiveDismissDisabled()
    }
}

struct FlashcardDeckView: View {
    @State private var cards = [
        Flashcard(front: "Capital of Portugal", back: "Lisbon"),
        Flashcard(front: "H₂O", back: "Water"),
        Flashcard(front: "7 × 8", back: "56"),
    ]
    @State private var editingCard: Flashcard?

    var body: some View {
        NavigationStack {
            List(cards) { card in
                Button {
                    editingCard = card
                } label: {
                    VStack(alignment: .leading) {
                        Text(card.front).font(.headline)
                        Text(card.back).foregroundStyle(.secondary)
                    }
                }
                .foregroundStyle(.primary)
            }
            .navigationTitle("Deck")
            .sheet(item: $editingCard) { card in
                FlashcardEditor(card: card) { updated in
                    if let index = cards.firstIndex(where: { $0.id == updated.id }) {
                        cards[index] = updated
                    }
                }
            }
        }
    }
}

#Preview {
    FlashcardDeckView()
}
