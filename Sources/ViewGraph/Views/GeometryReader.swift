import ScenarioWire

/// A container that gives its content the space it is offered, through a
/// `GeometryProxy`. The size comes from the engine's layout model
/// (`LayoutModel.swift`, README): exact for the common `GeometryReader { … }
/// .frame(height: 120)` and at the root, and documented where it differs from
/// SwiftUI. The content is built again whenever the reader is updated, with the
/// space as it is then. It shows nothing of its own.
public struct GeometryReader<Content: View>: View {
  /// Builds the content from the proxy.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content receives a proxy for its space.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
  /// The content is built with this node as the reader of what it reads, so that a
  /// state the closure reads brings the reader up to date when it changes.
  func children(node: ViewNode) -> [ChildView] {
    let proxy = GeometryProxy(placement: LayoutModel.placement(of: node))
    return [ChildView(key: .content, view: node.readBoundValue { content(proxy) })]
  }
}

/// The space a `GeometryReader` was given: its size and where it is.
public struct GeometryProxy {
  let placement: LayoutModel.Placement

  /// The reader's size.
  public var size: CGSize { placement.readerSize }

  /// The safe area insets inside the reader: zero, since the model offers views only
  /// the safe area (`ignoresSafeArea` is not modelled).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in a coordinate space: `.local` at the origin, `.global` from
  /// the screen's top-left corner, `.named(_:)` from the named view's origin.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    let origin: CGPoint
    switch coordinateSpace {
    case .local: origin = .zero
    case .global: origin = placement.origin
    case .named(let name):
      let space = placement.spaces[name] ?? .zero
      origin = CGPoint(x: placement.origin.x - space.x, y: placement.origin.y - space.y)
    }
    return CGRect(origin: origin, size: size)
  }

  /// The reader's frame in a coordinate space (iOS 17 spelling).
  public func frame<C: CoordinateSpaceProtocol>(in coordinateSpace: C) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }
}

/// A coordinate space to measure frames in.
public enum CoordinateSpace: Hashable {
  /// The screen.
  case global
  /// The view itself.
  case local
  /// A view marked with `.coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// A coordinate space as iOS 17 spells them: `.global`, `.local`, `.named("x")`.
public protocol CoordinateSpaceProtocol {
  /// The coordinate space this stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The screen's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The screen.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The view itself.
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A named view's coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  let name: AnyHashable
  /// The named view.
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view itself.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// A view marked with `.coordinateSpace(.named(_:))`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

/// `.coordinateSpace(name:)`: names this view's space for the readers below it.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let name: AnyHashable
}

extension View {
  /// Names this view's coordinate space, for `frame(in: .named(name))` below it.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
  }

  /// Names this view's coordinate space (iOS 17 spelling).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(CoordinateSpaceModifier(name: name.name))
  }
}
