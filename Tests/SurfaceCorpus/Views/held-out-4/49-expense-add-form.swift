import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    var title: String
    var amount: Double
    var category: String
    var date: Date
}

struct AddExpenseView: View {
    @Environment(\.dismiss) var dismiss
    @Binding var expenses: [Expense]

    @State private var title = ""
    @State private var amount = 0.0
    @State private var category = "Food"
    @State private var date = Date()

    let categories = ["Food", "Travel", "Home", "Fun"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Amount", value: $amount, format: .number)
                    .keyboardType(.decimalPad)
                Picker("Category", selection: $category) {
                    ForEach(categories, id: \.self) { Text($0) }
                }
                .pickerStyle(.menu)
                DatePicker("Date", selection: $date, displayedComponents: [.date, .hourAndMinute])
            }
            .navigationTitle("Add Expense")
            .toolbar {
                Button("Save") {
                    expenses.append(Expense(title: title, amount: amount, category: category, date: date))
                    dismiss()
                }
                .disabled(title.isEmpty || amount <= 0)
            }
        }
    }
}

struct ExpenseListView: View {
    @State private var expenses: [Expense] = []
    @State private var showingAdd = false

    private var grouped: [String: [Expense]] {
        Dictionary(grouping: expenses, by: \.category)
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(grouped.keys.sorted(), id: \.self) { key in
                    Section(header: Text(key), footer: Text("\(grouped[key]?.count ?? 0) entries")) {
                        ForEach(grouped[key] ?? []) { expense in
                            HStack {
                                VStack(alignment: .leading) {
                                    Text(expense.title).font(.headline)
                                    Text(expense.date, style: .date).font(.caption)
                                }
                                Spacer()
                                Text(expense.amount, format: .currency(code: "USD"))
                                    .foregroundStyle(expense.amount > 100 ? .red : .primary)
                            }
                        }
                    }
                }
            }
            .overlay {
                if expenses.isEmpty {
                    ContentUnavailableView("No Expenses", systemImage: "creditcard",
                                           description: Text("Tap + to record your first expense."))
                }
            }
            .navigationTitle("Expenses")
            .toolbar {
                Button("Add", systemImage: "plus") {
                    showingAdd = true
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddExpenseView(expenses: $expenses)
            }
        }
    }
}

#Preview {
    ExpenseListView()
}
