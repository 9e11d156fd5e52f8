import SwiftUI

/// A stepper with a formatted value and a slider with its bounds labelled.
struct DosageView: View {
    @State private var dose = 2.5
    @State private var volume = 40.0

    var body: some View {
        Form {
            Stepper(value: $dose, in: 0...10, step: 0.5, format: .number) {
                Text("Dose")
            }
            Stepper("Dose: \(dose, specifier: "%.1f") mg", value: $dose, in: 0...10, step: 0.5)
            HStack {
                Image(systemName: "speaker")
                Slider(value: $volume, in: 0...100) { editing in
                    print("editing \(editing)")
                }
                Image(systemName: "speaker.wave.3")
            }
            Text("Volume \(Int(volume))%")
        }
    }
}
