/// The previews of a view, as Xcode shows them (`struct X_Previews: PreviewProvider`).
/// The engine never shows previews; the type and its modifiers exist so tutorial code
/// that keeps them compiles; so does the `#Preview` macro (PreviewMacro.swift).
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// How a preview is laid out.
public enum PreviewLayout: Sendable {
  /// In a device.
  case device
  /// At the view's own size.
  case sizeThatFits
  /// At a fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name: `PreviewDevice(rawValue: "iPhone 15")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  /// A device by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device by name.
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// The orientation of a previewed device.
public struct InterfaceOrientation: Hashable, Sendable {
  let name: String
  /// Portrait.
  public static let portrait = InterfaceOrientation(name: "portrait")
  /// Portrait, upside down.
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  /// Landscape, home button on the left.
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  /// Landscape, home button on the right.
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

extension View {
  /// Sets a preview's layout (no previews: not shown).
  public func previewLayout(_ value: PreviewLayout) -> some View { inertModifier() }
  /// Names a preview (no previews: not shown).
  public func previewDisplayName(_ value: String?) -> some View { inertModifier() }
  /// Sets a preview's device (no previews: not shown).
  public func previewDevice(_ value: PreviewDevice?) -> some View { inertModifier() }
  /// Sets a preview's orientation (no previews: not shown).
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { inertModifier() }
}
