/// Builds view content from the statements of a closure, as SwiftUI's does:
/// several views become a `TupleView`, `if`/`else` and `switch` become
/// `_ConditionalContent`, an `if` without `else` becomes an `Optional`.
@resultBuilder
public enum ViewBuilder {
  /// An empty block shows nothing.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A single view is passed through unchanged.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views are grouped, each keeping its own structural position.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }

  /// Each expression statement is a view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// `if` without `else`: the view is present or absent.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// `if #available` content keeps its type erased, as SwiftUI does.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
