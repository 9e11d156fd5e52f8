import SwiftUI

struct GestureLab: View {
    @State private var currentAmount = 0.0
    @State private var finalAmount = 1.0
    @State private var currentRotation = Angle.zero
    @State private var finalRotation = Angle.zero
    @State private var holding = false
    @State private var completed = false
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        VStack(spacing: 30) {
            Text("Pinch and twist")
                .font(.title)
                .scaleEffect(finalAmount + currentAmount)
                .rotationEffect(currentRotation + finalRotation)
                .gesture(
                    MagnifyGesture()
                        .onChanged { value in
                            currentAmount = value.magnification - 1
                        }
                        .onEnded { _ in
                            finalAmount += currentAmount
                            currentAmount = 0
                        }
                )
                .simultaneousGesture(
                    RotationGesture()
                        .onChanged { angle in
                            currentRotation = angle
                        }
                        .onEnded { _ in
                            finalRotation += currentRotation
                            currentRotation = .zero
                        }
                )

            Circle()
                .fill(completed ? .green : holding ? .orange : .gray)
                .frame(width: 80, height: 80)
                .onLongPressGesture(minimumDuration: 1, maximumDistance: 20) {
                    completed = true
                } onPressingChanged: { inProgress in
                    holding = inProgress
                }

            RoundedRectangle(cornerRadius: 16)
                .fill(.purple)
                .frame(width: 120, height: 120)
                .offset(dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                )
                .highPriorityGesture(
                    TapGesture(count: 2)
                        .onEnded {
                            print("double tapped")
                        }
                )
        }
    }
}
