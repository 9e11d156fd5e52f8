import Foundation
import Testing

@testable import FolioSite

/// The site's CSS and JavaScript are the files of the source tree's `Assets` folder,
/// embedded at build time and written to `assets/` as they are.
@Suite struct SiteAssetsTests {
  /// The `Assets` folder holding `folio.css`, wherever under `Sources/` its target is.
  static func assetFolder() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let sources = root + "/Sources"
    let found =
      FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix("/Assets/folio.css") } ?? []
    #expect(found.count == 1, "\(found)")
    return sources + "/" + (try #require(found.first)).dropLast("/folio.css".count)
  }

  @Test func everyAssetFileIsEmbeddedAndWrittenToTheSiteVerbatim() throws {
    let folder = try Self.assetFolder()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
    #expect(SiteAssets.embedded.map(\.name).sorted() == names)
    let site = try renderedSite([(path: "chapters/01-a.md", source: "# A\n")])
    for name in names {
      let onDisk = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
      let embedded = SiteAssets.embedded.first { $0.name == name }?.bytes
      #expect(embedded == Array(onDisk), "\(name) in the binary differs from the file: rebuild")
      let written = site.first { $0.path == "assets/" + name }?.contents
      let text = String(decoding: onDisk, as: UTF8.self)
      #expect(written == (name == "folio.css" ? SiteStylesheet.filled(text) : text), "assets/\(name)")
    }
  }

  @Test func stylesheetHasEveryPlaceholderFilled() throws {
    let css = try #require(SiteAssets.files.first { $0.path == "assets/folio.css" }).contents
    #expect(!css.contains("/* variables of") && !css.contains("/* colours of"))
    #expect(css.contains(".device .c-red { color: #ff3b30; }\n.device .bg-red { background: #ff3b30; }\n"))
    let light = SiteStylesheet.variables(of: ":root", in: css)
    let dark = SiteStylesheet.variables(of: ":root[data-theme=\"dark\"]", in: css)
    #expect(light.hasPrefix("--bg: #ffffff;") && dark.hasPrefix("--bg: #17181c;"))
    #expect(css.contains(":root:not([data-theme=\"light\"]) { \(dark) color-scheme: dark; }"))
    #expect(css.contains(":root:not([data-theme=\"light\"]) { \(light) color-scheme: light; }"))
  }

  @Test func placeholderRepeatsOnlyTheCustomPropertiesTheRuleOpensWith() {
    let css = ":root { --a: 1; --b: #fff; color-scheme: light; --late: 2; }\np { /* variables of :root */ x: y; }\n"
    #expect(
      SiteStylesheet.filled(css)
        == ":root { --a: 1; --b: #fff; color-scheme: light; --late: 2; }\np { --a: 1; --b: #fff; x: y; }\n")
  }
}
