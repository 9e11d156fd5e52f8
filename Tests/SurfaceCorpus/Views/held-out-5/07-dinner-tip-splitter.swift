import SwiftUI

struct DinnerTipSplitterView: View {
    @State private var billTotal = 0.0
    @State private var diners = 2
    @State private var tipPercent = 18
    @FocusState private var amountFocused: Bool

    private let tipChoices = [10, 15, 18, 20, 25]
    private var currencyCode: String {
        Locale.current.currency?.identifier ?? "USD"
    }

    private var grandTotal: Double {
        billTotal + billTotal * Double(tipPercent) / 100
    }

    private var eachPays: Double {
        grandTotal / Double(max(diners, 1))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Bill") {
                    TextField("Amount", value: $billTotal, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountFocused)
                    Picker("Diners", selection: $diners) {
                        ForEach(1..<16) { count in
                            Text("\(count) people").tag(count)
                        }
                    }
                }

                Section("Tip") {
                    Picker("Tip", selection: $tipPercent) {
                        ForEach(tipChoices, id: \.self) { choice in
                            Text(choice, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Total with tip") {
                    Text(grandTotal, format: .currency(code: currencyCode))
                        .foregroundColor(tipPercent == 0 ? .red : .primary)
                }

                Section("Each person pays") {
                    Text(eachPays, format: .currency(code: currencyCode))
                        .font(.title2.weight(.semibold))
                }
            }
            .navigationTitle("Split the Check")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        amountFocused = false
                    }
                }
            }
        }
    }
}

#Preview {
    DinnerTipSplitterView()
}
