import SwiftUI

struct CircleImage: View {
    var image: Image

    var body: some View {
        image
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

struct ParkHeader: View {
    var body: some View {
        VStack {
            Rectangle()
                .fill(Color.teal.gradient)
                .frame(height: 300)
                .ignoresSafeArea(edges: .top)

            CircleImage(image: Image("lighthouse"))
                .offset(y: -130)
                .padding(.bottom, -130)

            VStack(alignment: .leading) {
                Text("North Point Lighthouse")
                    .font(.title)
                HStack {
                    Text("Harbor State Park")
                    Spacer()
                    Text("Maine")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            .padding()

            Spacer()
        }
    }
}
