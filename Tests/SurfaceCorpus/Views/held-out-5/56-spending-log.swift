import SwiftUI
import Observation

struct SpendingEntry: Identifiable, Codable {
    var id = UUID()
    let label: String
    let category: String
    let amount: Double
}

@Observable
class SpendingLog {
    var entries = [SpendingEntry]() {
        didSet {
            if let data = try? JSONEncoder().encode(entries) {
                UserDefaults.standard.set(data, forKey: "spendingEntries")
            }
        }
    }

    init() {
        if let saved = UserDefaults.standard.data(forKey: "spendingEntries"),
           let decoded = try? JSONDecoder().decode([SpendingEntry].self, from: saved) {
            entries = decoded
        }
    }
}

struct SpendingLogView: View {
    @State private var log = SpendingLog()
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(["Personal", "Work"], id: \.self) { category in
                    Section(category) {
                        ForEach(log.entries.filter { $0.category == category }) { entry in
                            HStack {
                                Text(entry.label)
                                Spacer()
                                Text(entry.amount, format: .currency(code: "USD"))
                                    .foregroundStyle(entry.amount > 100 ? Color.red : Color.primary)
                            }
                        }
                        .onDelete { offsets in
                            let matching = log.entries.filter { $0.category == category }
                            let ids = offsets.map { matching[$0].id }
                            log.entries.removeAll { ids.contains($0.id) }
                        }
                    }
                }
            }
            .navigationTitle("Spending")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    showingAdd = true
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddSpendingView(log: log)
            }
        }
    }
}

struct AddSpendingView: View {
    var log: SpendingLog
    @Environment(\.dismiss) private var dismiss
    @State private var label = ""
    @State private var category = "Personal"
    @State private var amount = 0.0

    var body: some View {
        NavigationStack {
            Form {
                TextField("What was it?", text: $label)
                Picker("Category", selection: $category) {
                    ForEach(["Personal", "Work"], id: \.self) { Text($0) }
                }
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add Expense")
            .toolbar {
                Button("Save") {
                    log.entries.append(SpendingEntry(label: label, category: category, amount: amount))
                    dismiss()
                }
            }
        }
    }
}

#Preview {
    SpendingLogView()
}
