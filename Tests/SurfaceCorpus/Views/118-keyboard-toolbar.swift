import SwiftUI

/// A numeric form with a keyboard toolbar that dismisses focus.
struct MeasurementsFormView: View {
    @State private var height = ""
    @State private var weight = ""
    @FocusState private var focused: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("Height (cm)", text: $height)
                    .keyboardType(.numberPad)
                    .focused($focused)
                TextField("Weight (kg)", text: $weight)
                    .keyboardType(.decimalPad)
                    .focused($focused)
            }
            .navigationTitle("Measurements")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focused = false }
                }
            }
        }
    }
}
