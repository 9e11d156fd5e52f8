import SwiftUI

struct ReceiptFormattingView: View {
    private let purchaseDate = Date(timeIntervalSince1970: 1_730_000_000)
    private let dueDate = Date.now.addingTimeInterval(3 * 86_400)
    private let subtotal = 84.5
    private let taxRate = 0.0825
    private let weightKg = 2.35
    private let itemCount = 1_204

    private var notice: AttributedString {
        var text = AttributedString("Returns accepted within 30 days.")
        if let range = text.range(of: "30 days") {
            text[range].font = .body.bold()
            text[range].foregroundColor = .orange
        }
        return text
    }

    var body: some View {
        List {
            Section("Dates") {
                Text(purchaseDate, format: .dateTime.weekday(.wide).day().month(.wide).year())
                Text(purchaseDate, style: .date)
                Text(purchaseDate.formatted(date: .abbreviated, time: .shortened))
                Text("Payment due \(dueDate, format: .relative(presentation: .named))")
                Text(dueDate, style: .timer)
                    .monospacedDigit()
            }

            Section("Numbers") {
                LabeledContent("Subtotal") {
                    Text(subtotal, format: .currency(code: "USD"))
                }
                LabeledContent("Tax rate") {
                    Text(taxRate, format: .percent.precision(.fractionLength(2)))
                }
                LabeledContent("Items scanned", value: itemCount.formatted())
                LabeledContent("Parcel weight") {
                    Text(Measurement(value: weightKg, unit: UnitMass.kilograms),
                         format: .measurement(width: .abbreviated))
                }
                Text("Thanks for shopping \(3) times this month!")
            }

            Section("Styled") {
                Text(notice)
                Text("**Bold**, *italic*, `code` and a [help link](https://example.com/help).")
                Text(verbatim: "Literal **not bold**")
                (Text("Total: ").foregroundStyle(.secondary)
                    + Text(subtotal * (1 + taxRate), format: .currency(code: "USD")).bold())
                Text("Fine print that should wrap onto several lines when the column is narrow.")
                    .font(.footnote)
                    .lineLimit(2)
                    .truncationMode(.tail)
                    .multilineTextAlignment(.leading)
                Text("Order  #A-1029")
                    .textSelection(.enabled)
                    .kerning(1.5)
                    .textCase(.uppercase)
            }
        }
        .navigationTitle("Receipt")
    }
}

#Preview {
    NavigationStack {
        ReceiptFormattingView()
    }
}
