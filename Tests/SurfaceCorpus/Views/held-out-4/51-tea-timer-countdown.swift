import SwiftUI

struct TeaKind: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let minutes: Double
}

struct TeaTimerView: View {
    private let teas = [
        TeaKind(name: "Green", minutes: 2),
        TeaKind(name: "Black", minutes: 4),
        TeaKind(name: "Herbal", minutes: 6),
    ]
    @State private var selectedTea: TeaKind?
    @State private var endDate: Date?
    @State private var brewsFinished = 0

    var body: some View {
        VStack(spacing: 24) {
            Picker("Tea", selection: $selectedTea) {
                Text("Choose a tea").tag(TeaKind?.none)
                ForEach(teas) { tea in
                    Text(tea.name).tag(Optional(tea))
                }
            }
            .pickerStyle(.wheel)

            if let endDate {
                Text(timerInterval: Date.now...endDate, countsDown: true)
                    .font(.system(size: 56, weight: .semibold, design: .monospaced))
                Text("Ready \(endDate, style: .time)")
                    .foregroundStyle(.secondary)
            }

            Button(endDate == nil ? "Start Brewing" : "Cancel") {
                if endDate == nil, let tea = selectedTea {
                    endDate = Date.now.addingTimeInterval(tea.minutes * 60)
                } else {
                    endDate = nil
                }
            }
            .buttonStyle(.borderedProminent)
            .disabled(selectedTea == nil)
            .sensoryFeedback(.success, trigger: brewsFinished)

            Text("Cups brewed: \(brewsFinished)")
        }
        .padding()
        .task(id: endDate) {
            guard let endDate else { return }
            let seconds = endDate.timeIntervalSinceNow
            try? await Task.sleep(for: .seconds(seconds))
            if !Task.isCancelled {
                self.endDate = nil
                brewsFinished += 1
            }
        }
    }
}

#Preview {
    TeaTimerView()
}
