import Foundation

/// Attributed text: `Text(attributedString)` shows its characters; the SwiftUI
/// attributes (`foregroundColor`, `backgroundColor`, `font`) can be set on an
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
  }
}

extension AttributeDynamicLookup {
  /// SwiftUI's attributes by name: `text.foregroundColor = .blue`.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
    self[T.self]
  }
}
