extension Text {
  /// How a line through or under text is drawn: a pattern and a colour. The dump
  /// shows only that text is underlined or struck through.
  public struct LineStyle: Hashable, Sendable {
    let pattern: Pattern
    let color: Color?

    /// A line with a pattern and a colour (`nil`: the text's colour).
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()

    /// The pattern of a line.
    public struct Pattern: Hashable, Sendable {
      let name: String
      /// A solid line.
      public static let solid = Pattern(name: "solid")
      /// A dotted line.
      public static let dot = Pattern(name: "dot")
      /// A dashed line.
      public static let dash = Pattern(name: "dash")
      /// Alternating dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// A dash followed by two dots, repeated.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }
}
