import SwiftUI

struct GrowingButtonStyle: ButtonStyle {
    var color: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(color)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 1.1 : 1)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == GrowingButtonStyle {
    static var growing: GrowingButtonStyle { GrowingButtonStyle() }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct StylesDemoView: View {
    @State private var agreed = false
    @State private var newsletter = true
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Toggle("I agree to the terms", isOn: $agreed)
                .toggleStyle(.checkbox)
            Toggle("Send me the newsletter", isOn: $newsletter)
                .toggleStyle(CheckboxToggleStyle())
            Toggle("Switch style", isOn: $newsletter)
                .toggleStyle(.switch)
                .tint(.green)

            Button("Continue") {
                taps += 1
            }
            .buttonStyle(.growing)
            .disabled(!agreed)

            Button("Secondary") {
                taps += 1
            }
            .buttonStyle(GrowingButtonStyle(color: .gray))

            Text("Tapped \(taps) times")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    StylesDemoView()
}
