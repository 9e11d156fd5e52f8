import ScenarioWire
import Testing

@testable import ViewGraph

/// Scenario code is written for SwiftUI: these views use the engine's surface the
/// way SwiftUI tutorials do, so a missing overload or an ambiguity fails the build,
/// and their dumps show how each idiom reads.
@MainActor
@Suite struct SwiftUIIdiomTests {
  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: String { rawValue }
  }

  struct Settings: View {
    @State private var name = ""
    @State private var password = ""
    @State private var notifications = true
    @State private var volume = 0.5
    @State private var count = 1
    @State private var flavor = Flavor.vanilla
    @State private var items = ["Milk", "Eggs"]

    var body: some View {
      NavigationStack {
        Form {
          Section(header: Text("Account"), footer: Text("Private")) {
            TextField("Name", text: $name)
              .textFieldStyle(.roundedBorder)
              .textInputAutocapitalization(.never)
              .autocorrectionDisabled()
              .onSubmit { print("submitted") }
            SecureField("Password", text: $password)
          }
          Section("Preferences") {
            Toggle(isOn: $notifications) { Text("Notifications") }
              .toggleStyle(.switch)
            Stepper("Count: \(count)", value: $count, in: 1...10, step: 1)
            Slider(value: $volume, in: 0...1, step: 0.1)
            Picker("Flavor", selection: $flavor) {
              ForEach(Flavor.allCases) { flavor in
                Text(flavor.rawValue.capitalized).tag(flavor)
              }
            }
            .pickerStyle(.segmented)
          }
          Section {
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
              HStack {
                Text("\(index + 1).")
                Spacer(minLength: 0)
                Text(item).foregroundStyle(.secondary)
              }
            }
            .onDelete { items.remove(atOffsets: $0) }
          }
          Button(role: .destructive) {
            items.removeAll()
          } label: {
            Label("Clear", systemImage: "trash")
              .labelStyle(.titleAndIcon)
          }
          .disabled(items.isEmpty)
          NavigationLink("About") { Text("Version 1") }
        }
        .navigationTitle("Settings")
        .navigationBarTitleDisplayMode(.inline)
      }
    }
  }

  @Test func aSettingsFormCompilesAndReads() throws {
    let lines = try screenLines(Settings(), after: .type("Ann", into: "Name"), .toggle("Notifications"), .tap("Clear"))
    #expect(
      lines == [
        "NavigationStack",
        "  Form [navigationTitle: \"Settings\"]",
        "    Section \"Account\"",
        "      TextField \"Name\" = \"Ann\"",
        "      SecureField \"Password\" = \"\"",
        "      Footer \"Private\"",
        "    Section \"Preferences\"",
        "      Toggle \"Notifications\" = off",
        "      Stepper \"Count: 1\" = 1",
        "      Slider = 0.5",
        "      Picker \"Flavor\" = \"Vanilla\"",
        "    Section",
        "    Button \"Clear\" [disabled]",
        "    NavigationLink \"About\"",
      ])
  }

  struct Gallery: View {
    @State private var loading = true
    @State private var show = false
    var body: some View {
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 12) {
          Circle().fill(.red).frame(width: 20, height: 20)
          RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 2)
          Image(systemName: "star.fill")
            .resizable()
            .scaledToFit()
            .imageScale(.large)
            .foregroundColor(.yellow)
            .clipShape(Circle())
          Text("Tag")
            .padding([.top, .bottom], 4)
            .background(.orange, in: Capsule())
            .font(.largeTitle.bold())
            .fontWeight(.heavy)
            .lineLimit(1)
          if loading { ProgressView("Loading") }
          ProgressView(value: 0.25)
          if show {
            Text("Shown").transition(.move(edge: .bottom).combined(with: .opacity))
          }
          Button("Show", systemImage: "eye") {
            withAnimation(.easeInOut(duration: 0.3)) { show.toggle() }
          }
          .buttonStyle(.bordered)
        }
        .animation(.default, value: show)
      }
    }
  }

  @Test func shapesProgressAndImagesReadInTheDump() throws {
    let lines = try screenLines(Gallery(), after: .tap("Show"))
    #expect(
      lines == [
        "ScrollView",
        "  HStack",
        "    Circle [fill: red] [frame: width 20 height 20]",
        "    RoundedRectangle [stroke: blue]",
        "    Image \"star.fill\" [foregroundColor: yellow] [clipShape: Circle]",
        "    Text \"Tag\" [padding: vertical 4] [background: orange in Capsule] [font: largeTitle bold] [fontWeight: heavy]",
        "    ProgressView \"Loading\"",
        "    ProgressView = 0.25",
        "    Text \"Shown\"",
        "    Button \"Show\"",
      ])
  }
}
