import SwiftUI

struct Quote: Identifiable {
    let id = UUID()
    let text: String
    let author: String
}

struct QuoteDetailSheet: View {
    let quote: Quote
    @Environment(\.dismiss) var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Text("“\(quote.text)”")
                .font(.title2)
                .italic()
                .multilineTextAlignment(.center)
            Text("— \(quote.author)")
                .font(.callout)
                .foregroundColor(.gray)
            Button("Close") {
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(30)
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
}

struct QuoteListView: View {
    let quotes = [
        Quote(text: "Simplicity is the soul of efficiency.", author: "A. Freeman"),
        Quote(text: "Make it work, then make it right.", author: "K. Becker"),
    ]
    @State private var selectedQuote: Quote?
    @State private var showingAbout = false

    var body: some View {
        NavigationStack {
            List(quotes) { quote in
                Button {
                    selectedQuote = quote
                } label: {
                    Text(quote.text)
                        .lineLimit(1)
                }
            }
            .sheet(item: $selectedQuote) { quote in
                QuoteDetailSheet(quote: quote)
            }
            .sheet(isPresented: $showingAbout) {
                Text("Quotes v1.0")
            }
            .toolbar {
                Button {
                    showingAbout.toggle()
                } label: {
                    Image(systemName: "info.circle")
                }
            }
            .navigationTitle("Quotes")
        }
    }
}
