import SwiftUI

struct DayForecast: Identifiable {
    let id = UUID()
    let date: Date
    let high: Double
    let symbol: String
}

/// Formatted values in Text: dates, measurements with precision.
struct ForecastListView: View {
    let days = (0..<5).map { offset in
        DayForecast(date: Date().addingTimeInterval(Double(offset) * 86_400), high: 18.4 + Double(offset), symbol: "sun.max")
    }

    var body: some View {
        List(days) { day in
            HStack {
                Text(day.date, format: .dateTime.weekday(.wide))
                Spacer(minLength: 20)
                Image(systemName: day.symbol)
                    .symbolRenderingMode(.multicolor)
                Text(day.high, format: .number.precision(.fractionLength(1)))
                    .monospacedDigit()
            }
        }
        .overlay(alignment: .bottom) {
            Text("Updated \(Date(), style: .relative) ago")
                .font(.footnote)
        }
    }
}
