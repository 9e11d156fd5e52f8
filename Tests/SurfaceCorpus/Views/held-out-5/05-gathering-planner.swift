import SwiftUI

struct GatheringPlannerView: View {
    @State private var title = ""
    @State private var startDate = Date.now
    @State private var endTime = Date.now.addingTimeInterval(7200)
    @State private var guestLimit = 12.0
    @State private var details = ""
    @State private var agenda = ""
    @State private var isPublic = false
    @State private var venueKind = 0

    var body: some View {
        NavigationStack {
            Form {
                Section("Event") {
                    TextField("Title", text: $title)
                    TextField("Short description", text: $details, axis: .vertical)
                        .lineLimit(2...4)
                    Picker("Venue", selection: $venueKind) {
                        Text("Indoors").tag(0)
                        Text("Outdoors").tag(1)
                        Text("Online").tag(2)
                    }
                    .pickerStyle(.segmented)
                }

                Section("When") {
                    DatePicker("Day", selection: $startDate, in: Date.now..., displayedComponents: .date)
                        .datePickerStyle(.graphical)
                    DatePicker("Ends at", selection: $endTime, displayedComponents: .hourAndMinute)
                }

                Section("Guests") {
                    Slider(value: $guestLimit, in: 2...50, step: 1) {
                        Text("Guest limit")
                    } minimumValueLabel: {
                        Text("2")
                    } maximumValueLabel: {
                        Text("50")
                    }
                    Text("Up to \(Int(guestLimit)) guests")
                        .foregroundStyle(.secondary)
                    Toggle("Anyone with the link can join", isOn: $isPublic)
                }

                Section("Agenda") {
                    TextEditor(text: $agenda)
                        .frame(minHeight: 120)
                }
            }
            .navigationTitle("New Gathering")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {}
                        .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview {
    GatheringPlannerView()
}
