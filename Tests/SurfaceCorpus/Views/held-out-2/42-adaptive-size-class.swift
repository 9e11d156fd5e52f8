import SwiftUI

struct AdaptiveProfile: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        let layout = horizontalSizeClass == .regular
            ? AnyLayout(HStackLayout(spacing: 24))
            : AnyLayout(VStackLayout(spacing: 12))

        VStack {
            layout {
                Image(systemName: "person.circle.fill")
                    .font(.system(size: 72))
                Text("Kai Moreno")
                    .font(.title)
            }

            ViewThatFits(in: .horizontal) {
                HStack {
                    Button("Message") {}
                    Button("Call") {}
                    Button("Video") {}
                }
                VStack {
                    Button("Message") {}
                    Button("Call") {}
                }
            }
            .buttonStyle(.bordered)
        }
        .padding()
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}
