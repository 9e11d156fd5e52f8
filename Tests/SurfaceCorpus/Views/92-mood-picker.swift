import SwiftUI

enum Mood: String, CaseIterable, Identifiable {
    case happy = "😀"
    case calm = "😌"
    case tired = "😴"
    var id: String { rawValue }
}

/// A menu picker over an enum, with the choice shown below.
struct MoodPickerView: View {
    @State private var mood = Mood.calm

    var body: some View {
        VStack {
            Picker("Mood", selection: $mood) {
                ForEach(Mood.allCases) { mood in
                    Text(mood.rawValue).tag(mood)
                }
            }
            .pickerStyle(.menu)
            Text("Today you feel \(String(describing: mood))")
        }
    }
}
