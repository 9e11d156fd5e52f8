import SwiftUI

struct TextFormattingView: View {
    let launchDate = Date.now.addingTimeInterval(86_400 * 3)
    let price = 1299.5
    let completion = 0.873
    let downloads = 1_245_000
    let friends = ["Ana", "Bo", "Cyril"]

    private var sale: AttributedString {
        var text = AttributedString("Limited offer: 30% off today only")
        text.font = .body
        if let range = text.range(of: "30% off") {
            text[range].foregroundColor = .red
            text[range].font = .body.bold()
        }
        if let range = text.range(of: "today only") {
            text[range].underlineStyle = .single
        }
        return text
    }

    var body: some View {
        List {
            Section("Dates") {
                Text(launchDate, style: .date)
                Text(launchDate, style: .relative)
                Text(launchDate, format: .dateTime.weekday(.wide).day().month(.wide))
                Text(launchDate.formatted(date: .abbreviated, time: .shortened))
                Text(Date.now...launchDate)
            }
            Section("Numbers") {
                Text(price, format: .currency(code: "USD"))
                Text(completion, format: .percent.precision(.fractionLength(1)))
                Text(downloads, format: .number.notation(.compactName))
                Text(friends, format: .list(type: .and))
            }
            Section("Markdown and styling") {
                Text("This is **bold**, this is *italic* and this is `code`.")
                Text("Read the [guide](https://www.example.com/guide).")
                Text(sale)
                Text("Swift").foregroundStyle(.orange).bold()
                    + Text(" and ")
                    + Text("SwiftUI").foregroundStyle(.blue).italic()
                Text("Strikethrough price")
                    .strikethrough(true, color: .red)
                Text("A long line of text that will be truncated in the middle when space runs out")
                    .lineLimit(1)
                    .truncationMode(.middle)
                Text("tracking")
                    .textCase(.uppercase)
                    .tracking(4)
                    .kerning(1)
            }
        }
    }
}

#Preview {
    TextFormattingView()
}
