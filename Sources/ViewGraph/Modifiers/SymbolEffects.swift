/// iOS 17's animated effects: symbol effects, content transitions, phase animators,
/// haptic feedback. Animations are not modelled: effects and transitions are
/// accepted and not shown, haptics do nothing, and a phase animator shows its first
/// phase.
extension View {
  /// Animates a symbol when `value` changes (not shown).
  public func symbolEffect<T: SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    inertModifier()
  }

  /// Animates a symbol while `isActive` (not shown).
  public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true)
    -> some View
  {
    inertModifier()
  }

  /// Removes the symbol effects of the symbols in this view (not shown).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { inertModifier() }

  /// Sets how changed content is animated (not shown).
  public func contentTransition(_ transition: ContentTransition) -> some View { inertModifier() }

  /// Plays haptic feedback when `trigger` changes (there is no device to vibrate).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { inertModifier() }

  /// Plays haptic feedback when `trigger` changes and `condition` holds (never).
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View {
    inertModifier()
  }

  /// Animates this view through phases; shows the first phase, since animations are
  /// not modelled.
  public func phaseAnimator<Phase: Equatable, Content: View>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseShown(view: content(PlaceholderContentView(content: self), Array(phases)[0]))
  }

  /// Animates this view through phases when `trigger` changes; shows the first phase.
  public func phaseAnimator<Phase: Equatable, Content: View, T: Equatable>(
    _ phases: some Sequence<Phase>, trigger: T,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseShown(view: content(PlaceholderContentView(content: self), Array(phases)[0]))
  }
}

/// The view a phase animator shows: its content at the first phase.
struct PhaseShown<Content: View>: View {
  let view: Content
  var body: some View { view }
}

/// The modified view, as a phase animator's content closure receives it.
public struct PlaceholderContentView<Value: View>: View {
  let content: Value
  public typealias Body = Never
}

extension PlaceholderContentView: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: content)] }
}

/// An animated effect on a symbol: `.bounce`, `.pulse`, `.variableColor`, …
public protocol SymbolEffect {}

/// A built-in symbol effect.
public struct BuiltInSymbolEffect: SymbolEffect, Hashable, Sendable {
  let name: String
  /// Upwards.
  public var up: BuiltInSymbolEffect { self }
  /// Downwards.
  public var down: BuiltInSymbolEffect { self }
  /// Layer by layer.
  public var byLayer: BuiltInSymbolEffect { self }
  /// The whole symbol at once.
  public var wholeSymbol: BuiltInSymbolEffect { self }
  /// One layer after another (variable colour).
  public var iterative: BuiltInSymbolEffect { self }
  /// Layers added one by one and kept (variable colour).
  public var cumulative: BuiltInSymbolEffect { self }
  /// Played forwards, then backwards (variable colour).
  public var reversing: BuiltInSymbolEffect { self }
  /// Played forwards only (variable colour).
  public var nonReversing: BuiltInSymbolEffect { self }
  /// Inactive layers hidden (variable colour).
  public var hideInactiveLayers: BuiltInSymbolEffect { self }
  /// Inactive layers dimmed (variable colour).
  public var dimInactiveLayers: BuiltInSymbolEffect { self }
  /// Clockwise (rotate).
  public var clockwise: BuiltInSymbolEffect { self }
  /// Counterclockwise (rotate).
  public var counterClockwise: BuiltInSymbolEffect { self }
  /// Out downwards, in upwards (replace).
  public var downUp: BuiltInSymbolEffect { self }
  /// Out upwards, in upwards (replace).
  public var upUp: BuiltInSymbolEffect { self }
  /// Off, then in upwards (replace).
  public var offUp: BuiltInSymbolEffect { self }
  /// Leftwards (wiggle).
  public var left: BuiltInSymbolEffect { self }
  /// Rightwards (wiggle).
  public var right: BuiltInSymbolEffect { self }
  /// Forwards (wiggle).
  public var forward: BuiltInSymbolEffect { self }
  /// Backwards (wiggle).
  public var backward: BuiltInSymbolEffect { self }
  /// Plainly, without a pulse (breathe).
  public var plain: BuiltInSymbolEffect { self }
  /// With a pulse (breathe).
  public var pulse: BuiltInSymbolEffect { self }
}

extension SymbolEffect where Self == BuiltInSymbolEffect {
  /// A bounce.
  public static var bounce: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "bounce") }
  /// A pulse.
  public static var pulse: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "pulse") }
  /// Colour through the layers.
  public static var variableColor: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "variableColor") }
  /// A scale.
  public static var scale: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "scale") }
  /// Appearing.
  public static var appear: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "appear") }
  /// Disappearing.
  public static var disappear: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "disappear") }
  /// A wiggle.
  public static var wiggle: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "wiggle") }
  /// A rotation.
  public static var rotate: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "rotate") }
  /// A breath.
  public static var breathe: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "breathe") }
  /// One symbol replaced by another (a content transition).
  public static var replace: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "replace") }
}

/// Options of a symbol effect.
public struct SymbolEffectOptions: Hashable, Sendable {
  let name: String
  /// The default options.
  public static let `default` = SymbolEffectOptions(name: "default")
  /// Repeating.
  public static let `repeating` = SymbolEffectOptions(name: "repeating")
  /// Not repeating.
  public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
  /// Repeating a number of times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: "repeat \(count)") }
  /// At a speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: "speed") }
  /// Repeating as a behaviour says (iOS 18).
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions(name: "repeat")
  }
  /// These options, at a speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
  /// These options, repeating a number of times.
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
  /// These options, repeating as a behaviour says.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }

  /// How a symbol effect repeats.
  public struct RepeatBehavior: Hashable, Sendable {
    let name: String
    /// Without a pause.
    public static let continuous = RepeatBehavior(name: "continuous")
    /// With a pause between plays.
    public static let periodic = RepeatBehavior(name: "periodic")
    /// A number of times, with a pause between plays.
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(name: "periodic")
    }
  }
}

/// How changed content is animated.
public struct ContentTransition: Hashable, Sendable {
  let name: String
  /// No animation.
  public static let identity = ContentTransition(name: "identity")
  /// A cross-fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// Interpolated where possible.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Digits rolling.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// Digits rolling towards a value.
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
  /// A symbol effect's transition.
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
  /// A symbol effect's transition, such as `.symbolEffect(.replace)`.
  public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
    -> ContentTransition
  {
    ContentTransition(name: "symbolEffect")
  }
}

/// A kind of haptic feedback.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// Something started.
  public static let start = SensoryFeedback(name: "start")
  /// Something stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something aligned.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// An impact.
  public static let impact = SensoryFeedback(name: "impact")
  /// An impact of a weight.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
  /// An impact of a flexibility.
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }

  /// The weight of an impact.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// Light.
    public static let light = Weight(name: "light")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
  }

  /// The flexibility of an impact.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    /// Rigid.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid.
    public static let solid = Flexibility(name: "solid")
    /// Soft.
    public static let soft = Flexibility(name: "soft")
  }
}
