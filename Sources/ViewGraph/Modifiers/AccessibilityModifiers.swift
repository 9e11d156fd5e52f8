/// Accessibility: what VoiceOver and other assistive technologies read. **Choice:** the
/// screen dump shows what a sighted reader sees, so these modifiers are accepted and
/// not shown (as `accessibilityLabel` always was); their handlers
/// (`accessibilityAction`, `accessibilityAdjustableAction`) never run, since no
/// transcript action is an assistive-technology gesture.
extension View {
  /// Accepts an accessibility label (not shown).
  public func accessibilityLabel(_ label: Text) -> some View { inertModifier() }

  /// Accepts an accessibility label from a localized key (not shown).
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { inertModifier() }

  /// Accepts an accessibility label (not shown).
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { inertModifier() }

  /// Accepts an accessibility hint (not shown).
  public func accessibilityHint(_ hint: Text) -> some View { inertModifier() }

  /// Accepts an accessibility hint from a localized key (not shown).
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { inertModifier() }

  /// Accepts an accessibility hint (not shown).
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { inertModifier() }

  /// Accepts an accessibility value (not shown).
  public func accessibilityValue(_ valueDescription: Text) -> some View { inertModifier() }

  /// Accepts an accessibility value from a localized key (not shown).
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { inertModifier() }

  /// Accepts an accessibility value (not shown).
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { inertModifier() }

  /// Hides this view from assistive technologies (it stays on screen).
  public func accessibilityHidden(_ hidden: Bool) -> some View { inertModifier() }

  /// Makes this view one accessibility element with its children ignored, combined
  /// or contained (not shown).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { inertModifier() }

  /// Adds accessibility traits (not shown).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { inertModifier() }

  /// Removes accessibility traits (not shown).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { inertModifier() }

  /// Sets an identifier for UI tests (not shown).
  public func accessibilityIdentifier(_ identifier: String) -> some View { inertModifier() }

  /// Sets the order VoiceOver reads siblings in (not shown).
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { inertModifier() }

  /// Sets the words Voice Control recognises for this view (not shown).
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { inertModifier() }

  /// Sets the words Voice Control recognises for this view (not shown).
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { inertModifier() }

  /// Makes this view a heading of a level (not shown).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { inertModifier() }

  /// Accepts an action an assistive technology can perform (never run).
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
    -> some View
  {
    inertModifier()
  }

  /// Accepts a named custom action (never run).
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { inertModifier() }

  /// Accepts a named custom action (never run).
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
    inertModifier()
  }

  /// Accepts the increment and decrement actions of an adjustable element (never run).
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> some View
  {
    inertModifier()
  }

  /// Replaces this view's accessibility with another view's (not shown).
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
    inertModifier()
  }

  /// Shows a larger version of this view while it is pressed, for large text (not shown).
  public func accessibilityShowsLargeContentViewer() -> some View { inertModifier() }

  // MARK: - The iOS 13 forms

  /// Accepts an accessibility label (iOS 13; not shown).
  public func accessibility(label: Text) -> some View { inertModifier() }

  /// Accepts an accessibility hint (iOS 13; not shown).
  public func accessibility(hint: Text) -> some View { inertModifier() }

  /// Accepts an accessibility value (iOS 13; not shown).
  public func accessibility(value: Text) -> some View { inertModifier() }

  /// Hides this view from assistive technologies (iOS 13; not shown).
  public func accessibility(hidden: Bool) -> some View { inertModifier() }

  /// Adds accessibility traits (iOS 13; not shown).
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { inertModifier() }

  /// Removes accessibility traits (iOS 13; not shown).
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { inertModifier() }

  /// Sets an identifier for UI tests (iOS 13; not shown).
  public func accessibility(identifier: String) -> some View { inertModifier() }

  /// Sets the order VoiceOver reads siblings in (iOS 13; not shown).
  public func accessibility(sortPriority: Double) -> some View { inertModifier() }

  // MARK: - Dynamic Type

  /// Sets the Dynamic Type size of this view and its descendants: `\.dynamicTypeSize`
  /// reads it (the environment changes; text is not resized, nothing is drawn).
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the Dynamic Type size of this view and its descendants to a range.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      if range.contains(size) { return }
      let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
      guard let first = sizes.first, let last = sizes.last else { return }
      size = size < first ? first : last
    }
  }
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// The children are ignored.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are elements inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's properties are merged into this element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What kind of element a view is to assistive technologies.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
  private var names: Set<String>
  private init(_ name: String) { names = [name] }

  /// No traits.
  public init() { names = [] }

  /// A button.
  public static let isButton = AccessibilityTraits("isButton")
  /// A heading.
  public static let isHeader = AccessibilityTraits("isHeader")
  /// Selected.
  public static let isSelected = AccessibilityTraits("isSelected")
  /// A link.
  public static let isLink = AccessibilityTraits("isLink")
  /// A search field.
  public static let isSearchField = AccessibilityTraits("isSearchField")
  /// An image.
  public static let isImage = AccessibilityTraits("isImage")
  /// Plays a sound when activated.
  public static let playsSound = AccessibilityTraits("playsSound")
  /// A keyboard key.
  public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits("isStaticText")
  /// A summary read when the app starts.
  public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
  /// Updates often.
  public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
  /// Starts a media session.
  public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
  /// Turns a page.
  public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
  /// Modal: the rest is ignored.
  public static let isModal = AccessibilityTraits("isModal")
  /// A toggle.
  public static let isToggle = AccessibilityTraits("isToggle")

  /// Whether every trait of `member` is here.
  public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
  /// Both sets' traits.
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.union(other.names)) }
  /// The traits in both.
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    with(names.intersection(other.names))
  }
  /// The traits in one but not both.
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    with(names.symmetricDifference(other.names))
  }
  /// Adds traits.
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    names.formUnion(newMember.names)
    return (inserted, newMember)
  }
  /// Removes traits.
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    names.subtract(member.names)
    return member
  }
  /// Adds traits, returning what was there.
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(newMember) ? newMember : nil
    names.formUnion(newMember.names)
    return had
  }
  /// Keeps the traits also in `other`.
  public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
  /// Adds the traits of `other`.
  public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
  /// Keeps the traits in one but not both.
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    names.formSymmetricDifference(other.names)
  }

  private func with(_ names: Set<String>) -> AccessibilityTraits {
    var traits = AccessibilityTraits()
    traits.names = names
    return traits
  }
}

/// The direction of an adjustable element's adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment, decrement
}

/// A kind of accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  /// The default action: activating.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Dismissing.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The two-finger double tap.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deleting.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Showing a menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  /// A named action.
  public init(named name: Text) { self.name = name.content }
  init(name: String) { self.name = name }
}

/// The level of an accessibility heading.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}
