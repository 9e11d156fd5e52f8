import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 10) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
                    .imageScale(.large)
                configuration.label
                    .strikethrough(configuration.isOn)
            }
        }
        .buttonStyle(.plain)
        .accessibilityValue(configuration.isOn ? "Checked" : "Unchecked")
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Spacer()
            configuration.icon
                .foregroundStyle(.secondary)
        }
    }
}

struct ChecklistStylesView: View {
    @State private var packed = [
        "Passport": true,
        "Charger": false,
        "Rain jacket": false,
        "Headphones": true,
    ]
    @State private var useSwitches = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(packed.keys.sorted(), id: \.self) { item in
                        let binding = Binding(
                            get: { packed[item] ?? false },
                            set: { packed[item] = $0 }
                        )
                        if useSwitches {
                            Toggle(item, isOn: binding)
                        } else {
                            Toggle(item, isOn: binding)
                                .toggleStyle(CheckboxToggleStyle())
                        }
                    }
                } header: {
                    Label("Packing list", systemImage: "suitcase")
                        .labelStyle(TrailingIconLabelStyle())
                }
                Section {
                    Toggle("Show switches", isOn: $useSwitches)
                    Toggle(isOn: $useSwitches) {
                        Label("Button style", systemImage: "switch.2")
                    }
                    .toggleStyle(.button)
                    Label("Packed \(packed.values.filter { $0 }.count)", systemImage: "checkmark")
                        .labelStyle(.titleAndIcon)
                }
            }
            .navigationTitle("Trip Checklist")
        }
    }
}

#Preview {
    ChecklistStylesView()
}
