import SwiftUI

/// A settings screen with labeled content, grouped form style and a group box.
struct DeviceInfoView: View {
    @State private var autoUpdate = true
    @State private var quality = 2

    var body: some View {
        Form {
            Section("About") {
                LabeledContent("Model", value: "Folio One")
                LabeledContent("Version") {
                    Text("2.1.0").monospacedDigit()
                }
            }
            Section {
                Toggle(isOn: $autoUpdate) {
                    Label("Automatic updates", systemImage: "arrow.down.circle")
                }
                .tint(.purple)
                Picker(selection: $quality) {
                    Text("Low").tag(1)
                    Text("High").tag(2)
                } label: {
                    Label("Quality", systemImage: "dial.medium")
                }
            }
            GroupBox("Storage") {
                ProgressView(value: 0.7)
                Text("70% used")
            }
        }
        .formStyle(.grouped)
    }
}
