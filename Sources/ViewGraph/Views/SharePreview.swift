/// What the share sheet previews for a `ShareLink`'s item: a title with an image and
/// an icon. **Choice:** as with `ShareLink`, the image and icon may be any value
/// (SwiftUI asks for `Transferable` ones); no share sheet exists, so only the title is
/// kept, and nothing shows it.
public struct SharePreview<Image, Icon> {
  let title: Text

  /// A preview with a title, an image and an icon.
  public init(_ title: Text, image: Image, icon: Icon) { self.title = title }

  /// A preview titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }

  /// A preview titled with a string.
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(title) }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  public init(_ title: Text, image: Image) { self.title = title }

  /// A preview titled with a localized key, with an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) { title = Text(titleKey) }

  /// A preview titled with a string, with an image.
  public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(title) }
}

extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  public init(_ title: Text, icon: Icon) { self.title = title }

  /// A preview titled with a localized key, with an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = Text(titleKey) }

  /// A preview titled with a string, with an icon.
  public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = Text(title) }
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with only a title.
  public init(_ title: Text) { self.title = title }

  /// A preview titled with a localized key.
  public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey) }

  /// A preview titled with a string.
  public init<S: StringProtocol>(_ title: S) { self.title = Text(title) }
}
