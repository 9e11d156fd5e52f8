import SwiftUI

struct ProfileCover: View {
    let name = "Rowan Ellis"
    let bio = "Photographer and occasional baker. Based somewhere with good light and better bread."

    var body: some View {
        VStack(spacing: 0) {
            Image("cover")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(height: 200)
                .clipped()
                .mask(
                    LinearGradient(colors: [.black, .black, .clear], startPoint: .top, endPoint: .bottom)
                )
                .overlay(alignment: .bottomLeading) {
                    Image("avatar")
                        .resizable()
                        .scaledToFill()
                        .frame(width: 96, height: 96)
                        .clipShape(Circle())
                        .overlay(Circle().strokeBorder(.white, lineWidth: 3))
                        .offset(x: 16, y: 48)
                }

            VStack(alignment: .leading, spacing: 8) {
                Text(name)
                    .font(.system(.title, design: .rounded))
                    .fontWeight(.semibold)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                Text(bio)
                    .font(.callout)
                    .lineLimit(3)
                    .truncationMode(.tail)
                    .fixedSize(horizontal: false, vertical: true)
                HStack {
                    Text("1.2k followers")
                        .layoutPriority(1)
                    Text("·")
                    Text("340 following")
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.top, 56)
            .padding(.horizontal)

            Spacer()
        }
        .ignoresSafeArea(edges: .top)
    }
}
