import ScenarioWire

/// The values a view inherits from its ancestors: `.environment(\.key, value)`
/// sets one for a subtree, `@Environment(\.key)` reads it.
public struct EnvironmentValues: CustomStringConvertible {
  var values: [ObjectIdentifier: Any] = [:]
  /// `ObservableObject`s from `.environmentObject(_:)`, by type.
  var objects: [ObjectIdentifier: AnyObject] = [:]
  /// `@Observable` objects from `.environment(_:)`, by type.
  var observables: [ObjectIdentifier: AnyObject] = [:]

  /// The default environment of a root view.
  public init() {}

  /// The value stored for a key, or the key's default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // Unwrapped first: a missing value cast to an optional `K.Value` would be a
      // present `nil`, and hide the key's default.
      guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
      return stored as? K.Value ?? K.defaultValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(values.count) values)" }

  func object<T: AnyObject>(of type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }

  func observable<T: AnyObject>(of type: T.Type) -> T? { observables[ObjectIdentifier(type)] as? T }
}

/// A key for a value in the environment, with the value used where none is set.
public protocol EnvironmentKey {
  /// The type of value stored under this key.
  associatedtype Value
  /// The value a view sees when no ancestor set one.
  static var defaultValue: Value { get }
}

/// The appearance a view is shown in.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark

  /// The scheme as the screen records it.
  var screenScheme: ScreenAttribute.ColorScheme {
    switch self {
    case .light: .light
    case .dark: .dark
    }
  }
}

/// The size class of a dimension.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// Whether the app is in the foreground.
public enum ScenePhase: Hashable, Sendable {
  case background, inactive, active
}

/// Dismisses the presentation (sheet, cover, popover) the view is in; outside one it
/// does nothing.
public struct DismissAction: @unchecked Sendable {
  let action: (() -> Void)?

  init(_ action: (() -> Void)? = nil) { self.action = action }

  /// Dismisses the current presentation.
  public func callAsFunction() { action?() }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct SizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }

extension EnvironmentValues {
  /// Light or dark; light unless set.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// False below `.disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// The locale; `en_US` unless set, so output does not depend on the machine.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The horizontal size class; compact (a phone) unless set.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[SizeClassKey.self] }
    set { self[SizeClassKey.self] = newValue }
  }
  /// The scene phase; always active in the engine unless set.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
  /// Dismisses the current presentation (a no-op in the engine).
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
