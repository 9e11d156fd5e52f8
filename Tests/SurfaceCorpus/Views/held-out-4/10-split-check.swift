import SwiftUI

struct SplitCheckView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 15
    @FocusState private var amountIsFocused: Bool

    private let tipChoices = [0, 10, 15, 20, 25]
    private let currencyCode = Locale.current.currency?.identifier ?? "USD"

    private var grandTotal: Double {
        checkAmount + checkAmount * Double(tipPercentage) / 100
    }

    private var perPerson: Double {
        grandTotal / Double(numberOfPeople)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<11, id: \.self) {
                            Text("\($0) people")
                        }
                    }
                    .pickerStyle(.navigationLink)
                }

                Section("How much tip?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipChoices, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Total") {
                    Text(grandTotal, format: .currency(code: currencyCode))
                        .foregroundStyle(tipPercentage == 0 ? .red : .primary)
                }

                Section("Each person pays") {
                    Text(perPerson, format: .currency(code: currencyCode))
                        .font(.title2.bold())
                }
            }
            .navigationTitle("Split the Check")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

#Preview {
    SplitCheckView()
}
