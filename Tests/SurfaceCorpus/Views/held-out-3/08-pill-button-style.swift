import SwiftUI

struct PillButtonStyle: ButtonStyle {
    var color: Color = .indigo

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(color.opacity(configuration.isPressed ? 0.7 : 1), in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct StyleGallery: View {
    @State private var agreed = false

    var body: some View {
        VStack(spacing: 24) {
            Button("Continue") {}
                .buttonStyle(.pill)
            Button("Delete", role: .destructive) {}
                .buttonStyle(PillButtonStyle(color: .red))
            Toggle("I agree to the terms", isOn: $agreed)
                .toggleStyle(CheckboxToggleStyle())
        }
        .padding()
    }
}
