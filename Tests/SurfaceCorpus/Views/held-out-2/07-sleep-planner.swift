import SwiftUI

struct SleepPlannerView: View {
    @State private var wakeUp = defaultWakeTime
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1

    static var defaultWakeTime: Date {
        var components = DateComponents()
        components.hour = 7
        components.minute = 0
        return Calendar.current.date(from: components) ?? .now
    }

    var bedtime: Date {
        let needed = sleepAmount * 3600 + Double(coffeeAmount) * 600
        return wakeUp - needed
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("When do you want to wake up?") {
                    DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
                        .labelsHidden()
                }

                Section("Desired amount of sleep") {
                    Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                }

                Section("Daily coffee intake") {
                    Picker("Number of cups", selection: $coffeeAmount) {
                        ForEach(1..<21) { cups in
                            Text("^[\(cups) cup](inflect: true)")
                        }
                    }
                }

                Section {
                    Text(bedtime.formatted(date: .omitted, time: .shortened))
                        .font(.largeTitle)
                } header: {
                    Text("Your ideal bedtime is")
                }
            }
            .navigationTitle("Sleep Planner")
        }
    }
}
