import ScenarioWire
import Testing

@testable import ViewGraph

/// Drawing effects are accepted and shown as attributes, and change nothing else: a
/// view under an effect keeps its identity and state, and `GeometryEffect`s applied
/// with `.modifier(_:)` show their type name.
@MainActor
@Suite struct SurfaceEffectTests {
  struct Shake: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 3), y: 0))
    }
  }

  struct Card: View {
    @State private var liked = false
    @State private var attempts = 0
    var body: some View {
      VStack {
        Image(systemName: liked ? "heart.fill" : "heart")
          .scaleEffect(liked ? 1.3 : 1)
          .rotationEffect(.degrees(-90))
          .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
          .offset(x: 0, y: -30)
          .offset(CGSize(width: 4, height: 2))
          .blur(radius: 6)
          .scaleEffect(x: 2, y: 1)
          .grayscale(1)
          .zIndex(1)
        Text("PIN").modifier(Shake(animatableData: CGFloat(attempts)))
        Button("like") {
          liked.toggle()
          attempts += 1
        }
      }
    }
  }

  @Test func effectsAreShownAsAttributesInTheOrderApplied() throws {
    let lines = try screenLines(Card(), after: .tap("like"))
    #expect(
      lines == [
        "VStack",
        "  Image \"heart.fill\" [scaleEffect: 1.3] [rotationEffect: -90°] [rotation3DEffect: 180° axis 0 1 0] [offset: x 0 y -30] [offset: x 4 y 2] [blur: 6] [scaleEffect: x 2 y 1] [grayscale: 1]",
        "  Text \"PIN\" [Shake]",
        "  Button \"like\"",
      ])
  }

  struct Counter: View {
    @State private var count = 0
    var body: some View {
      Button("count \(count)") { count += 1 }
    }
  }

  struct EffectHost: View {
    @State private var scale = 1.0
    var body: some View {
      VStack {
        Counter().scaleEffect(scale).modifier(Shake(animatableData: scale))
        Button("grow") { scale += 1 }
      }
    }
  }

  @Test func changingAnEffectKeepsTheViewsStateAndIdentity() throws {
    let lines = try screenLines(EffectHost(), after: .tap("count 0"), .tap("grow"))
    #expect(
      lines == [
        "VStack",
        "  Button \"count 1\" [scaleEffect: 2] [Shake]",
        "  Button \"grow\"",
      ])
  }

  @Test func projectionTransformOfAnAffineTransformIsAffine() {
    let transform = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
    #expect(transform.isAffine)
    #expect(!transform.isIdentity)
    #expect(transform.m31 == 3 && transform.m32 == 4)
    #expect(ProjectionTransform().concatenating(transform) == transform)
  }
}
