import Foundation
import ScenarioWire

/// Prepares a fork server's process (`folio-scenario-host --serve`) before its first
/// fork, so that no run pays again for what every run's first use costs: the JSON
/// coders' generic machinery and the runtime's conformance lookups for the wire's types.
///
/// It decodes a request and encodes the events a run sends, as a run does
/// (``EngineProcessSetup``, ``EventWriter``), and touches nothing else: no view, no
/// runtime, no clock, no descriptor. What it leaves are the Swift runtime's caches, which
/// no program can observe; a run's output is the same with it or without it.
@_cdecl("viewgraph_server_warm_up")
public func _viewgraphServerWarmUp() {
  ServerWarmUp.run()
}

/// The work ``_viewgraphServerWarmUp()`` does, and its samples.
enum ServerWarmUp {
  /// A request with every kind of action.
  static let request = ScenarioRequest(
    actions: [
      .tap("Add"), .type("milk", into: "Item"), .clear("Item"), .toggle("Done"), .submit("Item"), .back,
      .wait(milliseconds: 250), .screen, .unmount,
    ],
    boundary: "warm-up")

  /// Events of real runs (the book's), chosen so that together they hold every field
  /// of a trace and of a screen that the book's runs use.
  static let events: [String] = [
    #"{"trace":{"step":1,"trace":{"frames":1,"lanes":[{"identity":"root","name":"Reader"},{"identity":"[1] › id 2","name":"PageView"},{"identity":"[1] › id 1","name":"PageView"}],"marks":[{"detail":"_page","frame":0,"kind":"stateWrite","lane":0},{"detail":"_page","frame":0,"kind":"body","lane":0},{"detail":"@self","frame":0,"kind":"body","lane":1},{"detail":"","frame":0,"kind":"taskCancel","lane":2},{"detail":"","frame":0,"kind":"taskStart","lane":1}],"modelledRules":[],"omittedMarks":0,"tree":[{"change":"kept","depth":0,"identity":"root","name":"Reader"},{"change":"created","depth":1,"identity":"[1] › id 2","name":"PageView"},{"change":"destroyed","depth":1,"identity":"[1] › id 1","name":"PageView"}]}}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[{"attributes":[],"children":[],"kind":"BackButton","label":"Shop"},{"attributes":[{"navigationTitle":{"_0":"Apple"}}],"children":[{"attributes":[],"children":[],"kind":"Text","label":"Apple"},{"attributes":[],"children":[],"kind":"Button","label":"Start over"}],"kind":"VStack"}],"kind":"NavigationStack"}],"step":1}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[{"attributes":[],"children":[],"kind":"Button","label":"Frame"},{"attributes":[{"border":{"_0":{"color":{"_0":{"named":{"_0":"red"}}}}}}],"children":[],"kind":"Button","label":"Count 0"}],"kind":"VStack"}],"step":2}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[{"attributes":[],"children":[],"kind":"TextField","label":"Query","value":""},{"attributes":[],"children":[{"attributes":[],"children":[],"kind":"Tab","label":"Feed"},{"attributes":[{"selected":{}}],"children":[],"kind":"Tab","label":"Search"}],"kind":"TabBar"}],"kind":"TabView"}],"step":3}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[{"attributes":[{"offset":{"x":0,"y":0}}],"children":[],"kind":"Text","label":"Puck"},{"attributes":[],"children":[],"kind":"Button","label":"Right"},{"attributes":[],"children":[],"kind":"Button","label":"Left"}],"kind":"VStack"}],"step":0}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[],"kind":"TextField","label":"Name","value":""}],"step":0}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[{"attributes":[{"scaleEffect":{"x":1,"y":1}}],"children":[],"kind":"Text","label":"Balloon"},{"attributes":[],"children":[],"kind":"Button","label":"Inflate"},{"attributes":[],"children":[],"kind":"Button","label":"Inflate slowly"}],"kind":"VStack"}],"step":0}}"#,
    #"{"trace":{"step":1,"trace":{"frames":1,"lanes":[{"identity":"root","name":"Home"},{"identity":"id [AnyHashable(0)]","name":"FeedPane"},{"identity":"id [AnyHashable(1)]","name":"SearchPane"}],"marks":[{"detail":"_pane","frame":0,"kind":"stateWrite","lane":0},{"detail":"_pane","frame":0,"kind":"body","lane":0},{"detail":"@self","frame":0,"kind":"body","lane":1},{"detail":"@self","frame":0,"kind":"body","lane":2},{"detail":"","frame":0,"kind":"onChange","lane":0},{"detail":"","frame":0,"kind":"onAppear","lane":2},{"detail":"","frame":0,"kind":"onDisappear","lane":1}],"modelledRules":["tab-content-lifetime","tab-appear-before-disappear","closures-never-equal"],"omittedMarks":0,"tree":[{"change":"kept","depth":0,"identity":"root","name":"Home"},{"change":"kept","depth":1,"identity":"id [AnyHashable(0)]","name":"FeedPane"},{"change":"created","depth":1,"identity":"id [AnyHashable(1)]","name":"SearchPane"}]}}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[{"attributes":[{"opacity":{"_0":0}}],"children":[],"kind":"Text","label":"Saved"},{"attributes":[],"children":[],"kind":"Button","label":"Save"}],"kind":"VStack"}],"step":0}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[],"kind":"Text","label":"7"}],"step":0}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[],"kind":"Button","label":"Start"}],"step":0}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[{"attributes":[],"children":[],"kind":"NavigationLink","label":"Apple"}],"kind":"NavigationStack"}],"step":0}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[{"attributes":[],"children":[{"attributes":[],"children":[],"kind":"Text","label":"Visits: 0"},{"attributes":[],"children":[],"kind":"NavigationLink","label":"Apple"}],"kind":"VStack"}],"kind":"NavigationStack"}],"step":0}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[{"attributes":[],"children":[],"kind":"Button","label":"Sort"},{"attributes":[],"children":[],"kind":"Toggle","label":"Dishes","value":"on"},{"attributes":[],"children":[],"kind":"Toggle","label":"Laundry","value":"off"}],"kind":"VStack"}],"step":1}}"#,
    #"{"screen":{"elements":[{"attributes":[],"children":[{"attributes":[{"disabled":{}}],"children":[{"attributes":[],"children":[],"kind":"Text","label":"Profile"},{"attributes":[],"children":[],"kind":"Text","label":"Locked"}],"kind":"VStack"},{"attributes":[],"children":[],"kind":"Button","label":"Lock"}],"kind":"VStack"}],"step":1}}"#,
    #"{"trace":{"step":0,"trace":{"frames":2,"lanes":[{"identity":"root","name":"Impatient"}],"marks":[{"detail":"@self, @identity, _renders","frame":0,"kind":"body","lane":0},{"detail":"Modifying state during view update, this will cause undefined behavior.","frame":0,"kind":"warning","lane":0}],"modelledRules":[],"omittedMarks":0,"tree":[{"change":"created","depth":0,"identity":"root","name":"Impatient"}]}}}"#,
  ]

  /// Decodes and encodes the samples; returns how many events were encoded.
  @discardableResult
  static func run() -> Int {
    let encoder = ScenarioEvent.encoder()
    let decoder = JSONDecoder()
    if let data = try? encoder.encode(request) {
      _ = try? decoder.decode(ScenarioRequest.self, from: data)
    }
    let failure = ScenarioEvent.actionFailed(step: 1, failure: ActionFailure(.noSuchControl, "no button"))
    let samples =
      events.compactMap { try? decoder.decode(ScenarioEvent.self, from: Data($0.utf8)) } + [failure, .finished]
    let encoded = samples.filter { (try? encoder.encode($0)) != nil }.count
    warmReflection()
    return encoded
  }

  /// A view's fields as the update pass reads them: the property wrappers chapters hold
  /// most, checked against the engine's protocols as `DynamicPropertyBinder` checks a
  /// field (the runtime caches each type's answer), and a value reflected and named as
  /// the update trace names a view.
  static let commonFieldTypes: [Any.Type] = [
    State<Int>.self, State<Bool>.self, State<String>.self, State<Double>.self, State<[String]>.self,
    State<Int?>.self, State<String?>.self, Binding<Int>.self, Binding<Bool>.self, Binding<String>.self,
    Binding<Double>.self, Int.self, String.self, Bool.self, Double.self, [String].self, [Int].self,
  ]

  private struct Sample {
    var count = 1
    var title = "warm"
    var isOn = true
  }

  private static func warmReflection() {
    for type in commonFieldTypes {
      _ = type is DynamicProperty.Type
      _ = type is InstallableProperty.Type
      _ = type is BindingProperty.Type
    }
    _ = Mirror(reflecting: Sample()).children.compactMap(\.label)
    _ = String(reflecting: Sample.self)
    _ = AttributedString("warm").characters.count
    withObservationTracking({}, onChange: {})
  }
}
