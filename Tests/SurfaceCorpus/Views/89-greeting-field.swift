import SwiftUI

/// A text field echoed back as a greeting.
struct GreetingView: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
            Text(name.isEmpty ? "Hello, stranger!" : "Hello, \(name)!")
                .font(.title2)
        }
        .padding()
    }
}
