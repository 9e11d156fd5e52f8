import SwiftUI

struct StatTile: View {
    let title: String
    let value: String
    let symbol: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Image(systemName: symbol)
                    .font(.title)
                VStack(alignment: .leading) {
                    Text(value).font(.title2.bold())
                    Text(title).foregroundStyle(.secondary)
                }
            }
            VStack {
                Image(systemName: symbol)
                Text(value).bold()
            }
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 14))
    }
}

struct FitnessSummaryView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var layout: AnyLayout {
        if horizontalSizeClass == .compact || dynamicTypeSize.isAccessibilitySize {
            return AnyLayout(VStackLayout(spacing: 12))
        }
        return AnyLayout(HStackLayout(spacing: 12))
    }

    var body: some View {
        ScrollView {
            layout {
                StatTile(title: "Steps", value: "8,412", symbol: "figure.walk")
                StatTile(title: "Calories", value: "512", symbol: "flame.fill")
                StatTile(title: "Sleep", value: "7h 12m", symbol: "bed.double.fill")
            }
            .padding()
            .animation(.default, value: horizontalSizeClass)

            if horizontalSizeClass == .regular {
                Text("Tip: rotate to compare your week side by side.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    FitnessSummaryView()
}
