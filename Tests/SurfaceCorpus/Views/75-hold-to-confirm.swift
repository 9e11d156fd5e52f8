import SwiftUI

/// Long press with a pressing callback, and a double-tap gesture value.
struct HoldToConfirmView: View {
    @State private var pressing = false
    @State private var confirmed = false
    @State private var zoomed = false

    var body: some View {
        VStack(spacing: 30) {
            Circle()
                .fill(confirmed ? Color.green : (pressing ? Color.orange : Color.gray))
                .frame(width: 120, height: 120)
                .onLongPressGesture(minimumDuration: 1) {
                    confirmed = true
                } onPressingChanged: { inProgress in
                    pressing = inProgress
                }
            Image(systemName: "photo")
                .font(.system(size: zoomed ? 120 : 60))
                .gesture(
                    TapGesture(count: 2)
                        .onEnded { zoomed.toggle() }
                )
            Text(confirmed ? "Confirmed" : "Hold the circle")
        }
    }
}
