import SwiftUI

/// A circular portrait with a white ring and a shadow.
struct PortraitView: View {
    var body: some View {
        Image("portrait")
            .resizable()
            .scaledToFit()
            .frame(width: 200, height: 200)
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}
