/// An app, as tutorials open with: `@main struct MyApp: App { var body: some Scene {
/// WindowGroup { ContentView() } } }`. Folio mounts a scenario's root view itself, so
/// an `App` is rarely run; when one is (`App.main()`, an executable's entry point),
/// the engine mounts the content of its first `WindowGroup` as a scenario root. The
/// app's own dynamic properties (`@StateObject`, `@State`) live as long as that root.
@MainActor @preconcurrency
public protocol App {
  /// The type of scene the app's body produces.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates the app.
  @MainActor @preconcurrency init()
}

extension App {
  /// Runs the app as a scenario process: the first window group's content is the root.
  @MainActor public static func main() {
    _ScenarioProcess.run { _AppRoot(app: Self()) }
  }
}

/// A part of an app's interface: a window group, or scenes combined.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene's body produces.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A window of the app's main interface.
public struct WindowGroup<Content: View>: Scene {
  let content: Content

  /// A window group showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A window group with a title.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }

  /// A window group with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }

  /// A window group has no body: the engine reads its content.
  public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

/// Builds an app's scenes from the statements of its `body`.
@resultBuilder
public enum SceneBuilder {
  /// One scene is passed through.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes are grouped (the engine runs the first window group).
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
    var scenes: [any Scene] = []
    repeat scenes.append(each content)
    return _TupleScene(scenes: scenes)
  }

  /// Each expression statement is a scene.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes of one app.
public struct _TupleScene: Scene {
  let scenes: [any Scene]
  /// Scenes combined have no body: the engine reads their parts.
  public var body: Never { fatalError("a tuple of scenes is a primitive scene") }
}

extension Scene {
  /// Runs `action` when `value` changes (not modelled for scenes: scene values such
  /// as `scenePhase` never change in the engine).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
    self
  }

  /// Runs `action` with the old and new values when `value` changes (not modelled).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some Scene
  {
    self
  }
}

/// The content of an app's first window group, mounted as a scenario root. The app's
/// fields are this view's dynamic properties.
struct _AppRoot<A: App>: View, DynamicPropertyHosting {
  let app: A

  var body: some View { AnyView(erasing: Self.firstWindowContent(of: app.body) ?? EmptyView()) }

  var dynamicPropertyHost: Any { app }

  /// The content of the first `WindowGroup` in `scene`.
  static func firstWindowContent(of scene: any Scene) -> (any View)? {
    if let window = scene as? WindowGroupContent { return window.windowContent }
    if let tuple = scene as? _TupleScene {
      for part in tuple.scenes { if let found = firstWindowContent(of: part) { return found } }
      return nil
    }
    if scene is Never { return nil }
    return firstWindowContent(of: scene.body)
  }
}

/// A window group seen without its content's type.
protocol WindowGroupContent {
  var windowContent: any View { get }
}

extension WindowGroup: WindowGroupContent {
  var windowContent: any View { content }
}
