import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(configuration.isPressed ? Color.blue.opacity(0.7) : Color.blue)
            .foregroundStyle(.white)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
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

struct StyledControls: View {
    @State private var acceptTerms = false
    @State private var subscribe = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("I accept the terms", isOn: $acceptTerms)
                .toggleStyle(CheckboxToggleStyle())
            Toggle("Subscribe to the newsletter", isOn: $subscribe)
                .toggleStyle(.switch)

            Button("Continue") {
                print("continue tapped")
            }
            .buttonStyle(.primary)
            .disabled(!acceptTerms)
            .opacity(acceptTerms ? 1 : 0.5)
        }
        .padding()
    }
}
