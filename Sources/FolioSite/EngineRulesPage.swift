import ScenarioWire

/// The site's page of the engine's modelled rules: each rule a step can depend on,
/// under its stable identifier (the anchor the steps link to), with the choice, the
/// reasoning, and the section of the engine's README that explains it.
enum EngineRulesPage {
  /// The page's path in the site.
  static let path = "engine-rules.html"
  /// The page's title.
  static let title = "Modelled engine rules"

  /// The page's body.
  static func body() -> String {
    var out = "<h1>\(title)</h1>\n"
    out +=
      "<p>The examples of this book run on ViewGraph, a reimplementation of SwiftUI's update model. Where public evidence about SwiftUI settles nothing, the engine makes a choice: a <em>modelled</em> rule. A step whose update relied on one says so under its timeline and links here; <code>folio test --strict-evidence</code> refuses such steps.</p>\n<dl class=\"rules\">\n"
    for rule in ModelledRule.allCases {
      out += "<dt id=\"\(rule.rawValue)\"><code>\(rule.rawValue)</code>: \(HTML.escape(rule.summary))</dt>\n"
      out +=
        "<dd><p>\(HTML.escape(rule.reasoning))</p><p>Explained in the engine's README (<code>Sources/ViewGraph/README.md</code>), section “\(HTML.escape(rule.section))”.</p></dd>\n"
    }
    return out + "</dl>\n"
  }
}
