import SwiftUI

@Observable
class TripPlan {
    var destination = "Oslo"
    var nights = 3
    var notes = ""
}

struct TripEditor: View {
    @Bindable var plan: TripPlan

    var body: some View {
        Form {
            TextField("Destination", text: $plan.destination)
            Stepper("Nights: \(plan.nights)", value: $plan.nights, in: 1...30)
            TextField("Notes", text: $plan.notes, axis: .vertical)
                .lineLimit(3...6)
        }
    }
}

/// An @Observable model edited through @Bindable, shared with @Environment.
struct TripPlannerView: View {
    @State private var plan = TripPlan()

    var body: some View {
        NavigationStack {
            VStack {
                Text("\(plan.nights) nights in \(plan.destination)")
                TripEditor(plan: plan)
            }
            .navigationTitle("Trip")
        }
        .environment(plan)
    }
}
