import SwiftUI

struct AdaptiveProfileCard: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let layout = sizeClass == .regular && !typeSize.isAccessibilitySize
            ? AnyLayout(HStackLayout(spacing: 20))
            : AnyLayout(VStackLayout(spacing: 12))

        layout {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .frame(width: 80, height: 80)
                .foregroundStyle(colorScheme == .dark ? .white : .black)
            VStack(alignment: .leading) {
                Text("Jordan Reyes")
                    .font(.title2.bold())
                Text("iOS Developer • Lisbon")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(.background)
                .shadow(radius: 6)
        )
        .padding()
    }
}
