import ScenarioWire

/// A control that opens a URL: shown as `Link "Visit our website"`. `tap` calls the
/// environment's `openURL` action with the destination; by default that does
/// nothing a transcript can see (there is no browser), and
/// `.environment(\.openURL, OpenURLAction { … })` replaces it, as in SwiftUI.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// The link as a control titled by its label.
  public var body: some View {
    LinkControl(label: label) { [openURL, destination] in openURL(destination) }
  }
}

extension Link where Label == Text {
  /// A link titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// The control a `Link` shows.
struct LinkControl<Label: View>: View {
  let label: Label
  let open: () -> Void
  typealias Body = Never
}

extension LinkControl: PrimitiveView, ControlView {
  func children() -> [ChildView] { [ChildView(key: .content, view: label)] }
  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .link, label: ScreenElement.title(of: children))]
  }
  var controlKind: ControlKind { .button(open) }
}

/// Opens a URL: `openURL(url)` from `@Environment(\.openURL)`, as `Link` does.
public struct OpenURLAction {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    let name: String
    /// The handler opened it.
    public static let handled = Result(name: "handled")
    /// The handler could not open it.
    public static let discarded = Result(name: "discarded")
    /// The system should open it.
    public static let systemAction = Result(name: "systemAction")
    /// The system should open another URL.
    public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
  }

  let handler: (URL) -> Result

  /// An action that calls `handler` with each URL.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  /// Opens `url` (the default action does nothing: there is no browser).
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url` and reports whether it was accepted.
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    let result = handler(url)
    completion(result.name != "discarded")
  }
}

private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
  /// The action that opens URLs for `Link` and for code that calls it.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
