import SwiftUI

struct BadgeView: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .padding(6)
            .background(Circle().fill(Color.red))
            .foregroundColor(.white)
    }
}

/// The PreviewProvider form older tutorials end every file with.
struct BadgeView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BadgeView(count: 3)
                .previewLayout(.sizeThatFits)
            BadgeView(count: 42)
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
    }
}
