import SwiftUI
import Observation

@Observable
final class IntervalSession {
    var rounds = 4
    var workSeconds = 30
    private(set) var currentRound = 0
    private(set) var phaseEnds: Date?
    private(set) var phaseStarted: Date?
    private(set) var isResting = false

    var isRunning: Bool { phaseEnds != nil }

    func start() async {
        for round in 1...rounds {
            currentRound = round
            await runPhase(seconds: workSeconds, resting: false)
            if Task.isCancelled { break }
            await runPhase(seconds: 10, resting: true)
            if Task.isCancelled { break }
        }
        phaseEnds = nil
        phaseStarted = nil
    }

    private func runPhase(seconds: Int, resting: Bool) async {
        isResting = resting
        phaseStarted = .now
        phaseEnds = Date.now.addingTimeInterval(TimeInterval(seconds))
        try? await Task.sleep(for: .seconds(seconds))
    }
}

struct IntervalWorkoutView: View {
    @State private var session = IntervalSession()
    @State private var runID: UUID?

    var body: some View {
        VStack(spacing: 24) {
            if let start = session.phaseStarted, let end = session.phaseEnds {
                Text(session.isResting ? "Rest" : "Work — round \(session.currentRound)")
                    .font(.title.bold())
                    .foregroundStyle(session.isResting ? .blue : .orange)
                Text(timerInterval: start...end, countsDown: true)
                    .font(.system(size: 72, weight: .bold, design: .rounded))
                    .monospacedDigit()
                ProgressView(timerInterval: start...end, countsDown: true)
                    .tint(session.isResting ? .blue : .orange)
            } else {
                Form {
                    Stepper("Rounds: \(session.rounds)", value: $session.rounds, in: 1...10)
                    Stepper("Work: \(session.workSeconds) s", value: $session.workSeconds, in: 10...120, step: 5)
                }
                .frame(height: 160)
            }

            Button(session.isRunning ? "Stop" : "Start") {
                runID = session.isRunning ? nil : UUID()
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding()
        .task(id: runID) {
            guard runID != nil else { return }
            await session.start()
            runID = nil
        }
    }
}

#Preview {
    IntervalWorkoutView()
}
