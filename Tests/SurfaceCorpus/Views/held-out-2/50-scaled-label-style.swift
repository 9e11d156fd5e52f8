import SwiftUI

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

struct BadgeIcon: View {
    let systemName: String
    let tint: Color
    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 28

    var body: some View {
        Image(systemName: systemName)
            .font(.system(size: size * 0.55))
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(tint, in: RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}

struct LabelGallery: View {
    var body: some View {
        List {
            Label {
                Text("Wi-Fi")
            } icon: {
                BadgeIcon(systemName: "wifi", tint: .blue)
            }
            Label {
                Text("Battery")
            } icon: {
                BadgeIcon(systemName: "battery.100", tint: .green)
            }
            Label("Next", systemImage: "chevron.right")
                .labelStyle(.trailingIcon)
            Label("Downloads", systemImage: "arrow.down.circle")
                .labelStyle(.titleAndIcon)
                .font(.headline)
        }
    }
}
