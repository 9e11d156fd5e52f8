import ScenarioWire

/// An image loaded from a URL: shown as `AsyncImage "https://…"` with what it shows
/// while loading. **Modelled:** the engine has no network, so loading never finishes:
/// the phase stays `.empty` and the placeholder stays on screen (deterministically;
/// a real device would show the image, or `.failure` offline).
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let shown: any View

  /// The image at `url`, and a grey placeholder until it loads.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    shown = EmptyView()
  }

  /// The image at `url` shown by `content`, and `placeholder` until it loads.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    shown = placeholder()
  }

  /// The image at `url`, shown by `content` in each loading phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    shown = content(.empty)
  }

  public typealias Body = Never
}

extension AsyncImage: PrimitiveView {
  func children() -> [ChildView] { [ChildView(key: .content, view: shown)] }

  func screenElements(node: ViewNode, children: [ScreenElement]) -> [ScreenElement] {
    [ScreenElement(kind: .asyncImage, label: url?.absoluteString ?? "", children: children)]
  }
}

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase {
  /// Not loaded yet.
  case empty
  /// Loaded.
  case success(Image)
  /// Failed.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
