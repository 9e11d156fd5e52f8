import ScenarioWire

/// Modifiers that would change layout. Layout is not modelled: each is recorded as
/// an attribute in the screen dump so a reader sees that it is there.
extension View {
  /// Adds padding on some edges: `[padding]` (the default, on every edge),
  /// `[padding: horizontal]`, `[padding: horizontal 8]`, or `[padding: 8]` on every edge.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? LayoutModel.defaultPadding
    let insets = EdgeInsets(
      top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
      bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
    return visualAttribute(
      .padding(edges: edges == .all ? nil : edges.screenDescription, length: length.map { ScreenNumber($0) }),
      layout: .padding(insets))
  }

  /// Adds the same padding on every edge: shown as `[padding: 8]`.
  public func padding(_ length: CGFloat) -> some View {
    visualAttribute(
      .padding(edges: nil, length: ScreenNumber(length)),
      layout: .padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length)))
  }

  /// Adds different padding on each edge: `[padding: top 1 leading 2 bottom 3 trailing 4]`.
  public func padding(_ insets: EdgeInsets) -> some View {
    visualAttribute(
      .paddingInsets(
        top: ScreenNumber(insets.top), leading: ScreenNumber(insets.leading), bottom: ScreenNumber(insets.bottom),
        trailing: ScreenNumber(insets.trailing)),
      layout: .padding(insets))
  }

  /// Gives this view a fixed size: `[frame: width 100 height 50]` (the dimensions
  /// given, in order; the alignment is not shown).
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    visualAttribute(
      Self.frameAttribute([(.width, width), (.height, height)]),
      layout: .frame(FrameBounds(width: width, height: height)))
  }

  /// Gives this view flexible bounds: `[frame: maxWidth infinity]`.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    visualAttribute(
      Self.frameAttribute([
        (.minWidth, minWidth), (.idealWidth, idealWidth), (.maxWidth, maxWidth),
        (.minHeight, minHeight), (.idealHeight, idealHeight), (.maxHeight, maxHeight),
      ]),
      layout: .frame(FrameBounds(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight)))
  }

  private static func frameAttribute(_ dimensions: [(ScreenAttribute.Dimension.Name, CGFloat?)]) -> ScreenAttribute {
    .frame(dimensions.compactMap { name, value in value.map { ScreenAttribute.Dimension(name, ScreenNumber($0)) } })
  }

  /// Makes this view partly transparent: `[opacity: 0.5]`.
  public func opacity(_ opacity: Double) -> some View {
    visualAttribute(.opacity(ScreenNumber(opacity)))
  }

  /// Rounds this view's corners: `[cornerRadius: 8]`.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    visualAttribute(.cornerRadius(ScreenNumber(radius)))
  }

  /// Draws a border: `[border: red]`, or `[border: red 2]` for another width.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    visualAttribute(.border(AttributeFormat.style(content), width: width == 1 ? nil : ScreenNumber(width)))
  }

  /// Draws a shadow: `[shadow: radius 4]`.
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  {
    visualAttribute(.shadow(radius: ScreenNumber(radius)))
  }

  /// Sets the tint of controls in this view: `[tint: red]`.
  public func tint(_ tint: Color?) -> some View {
    visualAttribute(tint.map { .tint($0.value) })
  }

  /// Sets the tint of controls in this view to a shape style: `[tint: red]` for a
  /// colour; another style (a gradient, `.tint` itself) is accepted and not shown.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    visualAttribute((tint as? Color).map { .tint($0.value) })
  }

  /// Sets the accent colour of this view (deprecated in SwiftUI for `tint`):
  /// `[accentColor: red]`.
  public func accentColor(_ accentColor: Color?) -> some View {
    visualAttribute(accentColor.map { .accentColor($0.value) })
  }
}
