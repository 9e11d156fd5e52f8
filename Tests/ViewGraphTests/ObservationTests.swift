import Observation
import ScenarioWire
import Testing
@testable import ViewGraph

/// Rule 2.8: `@Observable` objects invalidate only the bodies that read the changed
/// property; `@ObservationIgnored` properties never invalidate.
@MainActor
@Suite struct ObservationTests {
  @Observable final class Profile {
    var name = "Ann"
    var age = 30
    @ObservationIgnored var visits = 0
  }

  struct NameView: View {
    let profile: Profile
    var body: some View {
      let _ = print("NameView body")
      Text(profile.name)
    }
  }

  struct AgeView: View {
    let profile: Profile
    var body: some View {
      let _ = print("AgeView body")
      Text("\(profile.age)")
    }
  }

  struct Screen: View {
    @State var profile = Profile()
    var body: some View {
      VStack {
        NameView(profile: profile)
        AgeView(profile: profile)
        Button("birthday") { profile.age += 1 }
        Button("visit") { profile.visits += 1 }
      }
    }
  }

  @Test func rule2_8_onlyBodiesThatReadTheChangedPropertyRun() throws {
    let steps = try transcript(Screen(), .tap("birthday"))
    #expect(steps == [["NameView body", "AgeView body"], ["AgeView body"]])
  }

  @Test func rule2_8_observationIgnoredNeverInvalidates() throws {
    let steps = try transcript(Screen(), .tap("visit"))
    #expect(steps[1] == [])
  }

  @Test func bindableMakesBindingsToObservableProperties() throws {
    struct Editor: View {
      @Bindable var profile: Profile
      var body: some View {
        let _ = print("Editor body")
        Button("rename") { $profile.name.wrappedValue = "Bo" }
      }
    }
    struct Root: View {
      @State var profile = Profile()
      var body: some View { VStack { Editor(profile: profile); NameView(profile: profile) } }
    }
    let steps = try transcript(Root(), .tap("rename"))
    #expect(steps[1] == ["NameView body"])
  }
}
