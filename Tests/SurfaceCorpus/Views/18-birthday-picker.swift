import SwiftUI

/// A date picker limited to the past, with the date shown back.
struct BirthdayPickerView: View {
    @State private var birthday = Date()

    var body: some View {
        Form {
            DatePicker("Birthday", selection: $birthday, in: ...Date(), displayedComponents: .date)
                .datePickerStyle(.graphical)
            Text("Born on \(birthday.formatted(date: .long, time: .omitted))")
            Text(birthday, style: .date)
        }
    }
}
