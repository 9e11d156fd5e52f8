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
      var body: some View {
        VStack {
          Editor(profile: profile)
          NameView(profile: profile)
        }
      }
    }
    let steps = try transcript(Root(), .tap("rename"))
    #expect(steps[1] == ["NameView body"])
  }

  // MARK: Rule 2.12: Observation through the environment

  struct EnvName: View {
    @Environment(Profile.self) var profile
    var body: some View {
      let _ = print("EnvName body")
      Text(profile.name)
    }
  }

  struct EnvAge: View {
    @Environment(Profile.self) var profile
    var body: some View {
      let _ = Self._printChanges()
      Text("\(profile.age)")
    }
  }

  struct EnvScreen: View {
    @State var profile = Profile()
    @State var other = Profile()
    @State var useOther = false
    var body: some View {
      VStack {
        EnvName()
        EnvAge()
        Button("birthday") { profile.age += 1 }
        Button("swap") { useOther = true }
      }
      .environment(useOther ? other : profile)
    }
  }

  // Evidence (documented): Apple's "Migrating from the ObservableObject protocol to
  // the Observable macro" puts an `@Observable` object in the environment with
  // `.environment(_:)` and reads it with `@Environment(Type.self)`; SwiftUI tracks
  // the properties a body reads, as for any `@Observable` object (rule 2.8).
  @Test func rule2_12_environmentObservableTracksThePropertiesEachBodyRead() throws {
    let steps = try transcript(EnvScreen(), .tap("birthday"))
    #expect(steps[0] == ["EnvName body", "ObservationTests.EnvAge: @self, @identity, _profile changed."])
    #expect(steps[1] == ["ObservationTests.EnvAge: @dependencies changed."])
  }

  // Evidence (documented + rule 2.11): another object in the environment is a new
  // value of the declared property, which invalidates every view declaring it.
  @Test func rule2_12_anotherObjectInTheEnvironmentInvalidatesDeclaringViews() throws {
    let steps = try transcript(EnvScreen(), .tap("swap"))
    #expect(steps[1] == ["EnvName body", "ObservationTests.EnvAge: _profile changed."])
  }

  struct MaybeName: View {
    @Environment(Profile.self) var profile: Profile?
    var body: some View { Text(profile?.name ?? "nobody") }
  }

  // Evidence (documented): `Environment.init(_:)` for an optional `Observable`
  // type reads `nil` when no ancestor put an object of that type in the environment.
  @Test func rule2_12_optionalEnvironmentObservableIsNilWithoutAWriter() throws {
    #expect(try screenLines(MaybeName()) == ["Text \"nobody\""])
    #expect(try screenLines(MaybeName().environment(Profile())) == ["Text \"Ann\""])
  }
}
