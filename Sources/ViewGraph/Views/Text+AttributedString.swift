import Foundation

/// Attributed text: `Text(attributedString)` shows its characters; the SwiftUI
/// attributes (`foregroundColor`, `backgroundColor`, `font`, `underlineStyle`,
/// `strikethroughStyle`, `kern`, `tracking`, `baselineOffset`) can be set on an
/// `AttributedString` as in SwiftUI, and are not shown (the dump shows a text's
/// content and its modifiers, not its runs).
extension Text {
  /// Text showing an attributed string's characters.
  public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
  }
}

extension AttributeScopes {
  /// The attributes SwiftUI adds to `AttributedString`.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

  /// SwiftUI's attributes, and Foundation's.
  public struct SwiftUIAttributes: AttributeScope {
    /// The text's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// The text's font.
    public let font: FontAttribute
    /// The line under the text.
    public let underlineStyle: UnderlineStyleAttribute
    /// The line through the text.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The space added between characters, kerned.
    public let kern: KerningAttribute
    /// The space added between characters.
    public let tracking: TrackingAttribute
    /// How far the text is raised from its baseline.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes.
    public let foundation: FoundationAttributes

    /// The text's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// The attribute's value type.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// The colour behind the text.
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// The attribute's value type.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.BackgroundColor"
    }

    /// The text's font.
    public enum FontAttribute: AttributedStringKey {
      /// The attribute's value type.
      public typealias Value = Font
      /// The attribute's name.
      public static let name = "SwiftUI.Font"
    }

    /// The line under the text.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// The attribute's value type.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// The line through the text.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// The attribute's value type.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// The space added between characters, kerned.
    public enum KerningAttribute: AttributedStringKey {
      /// The attribute's value type.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Kern"
    }

    /// The space added between characters.
    public enum TrackingAttribute: AttributedStringKey {
      /// The attribute's value type.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Tracking"
    }

    /// How far the text is raised from its baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// The attribute's value type.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.BaselineOffset"
    }
  }
}

extension AttributeDynamicLookup {
  /// SwiftUI's attributes by name: `text.foregroundColor = .blue`.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
    self[T.self]
  }
}
