import FolioCore

/// The site's one stylesheet, written to `assets/folio.css`: system fonts only, so the
/// site needs nothing from the network.
///
/// Light and dark themes are sets of CSS variables. The dark set applies when the
/// system prefers dark and the reader has not chosen light, or when the reader chose
/// dark (`<html data-theme="dark">`, set by the theme switch); print always uses the
/// light set.
enum SiteStylesheet {
  /// The whole stylesheet.
  static let css = themes + layout + SiteBlockStyles.css + SiteBlockStyles.device + SiteBlockStyles.colors + print

  // MARK: - Themes

  static let light: [(String, String)] = [
    ("bg", "#ffffff"), ("fg", "#1d1d1f"), ("muted", "#6b6b73"), ("border", "#dcdce2"), ("surface", "#f5f5f7"),
    ("sidebar", "#f7f7f9"), ("accent", "#0a5fc0"), ("accent-soft", "#e6f0fb"), ("ok", "#17773a"),
    ("warn-fg", "#7d5200"), ("warn-bg", "#fff3d6"), ("engine-fg", "#6a3aa2"), ("engine-bg", "#f2ebfb"),
    ("error", "#b42318"), ("error-bg", "#fff1f0"), ("hit", "#ffe27a"),
    ("sx-k", "#9b2393"), ("sx-ty", "#0b4f79"), ("sx-s", "#c41a16"), ("sx-n", "#1c00cf"), ("sx-c", "#5d6c79"),
    ("sx-at", "#815f03"), ("sx-fn", "#326d74"), ("sx-dc", "#0f68a0"),
    ("bezel", "#1d1d1f"), ("screen-bg", "#ffffff"), ("screen-fg", "#000000"), ("screen-muted", "#8a8a8e"),
    ("screen-tint", "#007aff"), ("screen-sep", "#d1d1d6"), ("screen-field", "#f2f2f7"), ("screen-group", "#f2f2f7"),
  ]

  static let dark: [(String, String)] = [
    ("bg", "#17181c"), ("fg", "#e8e8ec"), ("muted", "#a1a1aa"), ("border", "#34363e"), ("surface", "#202228"),
    ("sidebar", "#1c1d22"), ("accent", "#6cb2ff"), ("accent-soft", "#1d2c40"), ("ok", "#4ac26b"),
    ("warn-fg", "#f0c05a"), ("warn-bg", "#33290f"), ("engine-fg", "#cfa8ff"), ("engine-bg", "#2a1f3a"),
    ("error", "#ff8b82"), ("error-bg", "#33191a"), ("hit", "#6b5500"),
    ("sx-k", "#ff7ab2"), ("sx-ty", "#6bdfff"), ("sx-s", "#ff8170"), ("sx-n", "#d9c97c"), ("sx-c", "#8b98a5"),
    ("sx-at", "#e0a872"), ("sx-fn", "#78c2b3"), ("sx-dc", "#4eb0cc"),
    ("bezel", "#3a3a3f"), ("screen-bg", "#000000"), ("screen-fg", "#ffffff"), ("screen-muted", "#8d8d93"),
    ("screen-tint", "#0a84ff"), ("screen-sep", "#38383a"), ("screen-field", "#1c1c1e"), ("screen-group", "#1c1c1e"),
  ]

  static func variables(_ set: [(String, String)]) -> String {
    set.map { "--\($0.0): \($0.1);" }.joined(separator: " ")
  }

  static let themes = """
    :root { \(variables(light)) color-scheme: light; --sidebar-width: 17rem; }
    :root[data-theme="dark"] { \(variables(dark)) color-scheme: dark; }
    @media (prefers-color-scheme: dark) {
      :root:not([data-theme="light"]) { \(variables(dark)) color-scheme: dark; }
    }

    """

  // MARK: - Layout

  static let layout = """
    *, *::before, *::after { box-sizing: border-box; }
    html { scroll-padding-top: 4.25rem; -webkit-text-size-adjust: 100%; }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 17px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
    a { color: var(--accent); text-underline-offset: .15em; }
    code, pre, kbd { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; }
    :not(pre) > code { font-size: .88em; background: var(--surface); border: 1px solid var(--border);
      border-radius: .3rem; padding: .05em .3em; }
    .skip { position: absolute; left: -999px; top: .5rem; z-index: 50; background: var(--bg); padding: .5rem 1rem; }
    .skip:focus { left: .5rem; }
    main:focus { outline: none; }

    .topbar { position: sticky; top: 0; z-index: 20; display: flex; align-items: center; gap: .75rem;
      height: 3.25rem; padding: 0 1.25rem; margin-left: var(--sidebar-width);
      background: color-mix(in srgb, var(--bg) 92%, transparent); backdrop-filter: blur(8px);
      border-bottom: 1px solid var(--border); }
    .book-title { font-weight: 650; color: var(--fg); text-decoration: none; white-space: nowrap;
      overflow: hidden; text-overflow: ellipsis; min-width: 0; }
    .menu-button, .theme-switch { flex: none; }
    .menu-button { display: none; font-size: 1.3rem; text-decoration: none; color: var(--fg); padding: 0 .25rem; }
    .search { position: relative; margin-left: auto; }
    .search input { width: 15rem; max-width: 40vw; font: inherit; font-size: .9rem; padding: .3rem .65rem;
      border: 1px solid var(--border); border-radius: .5rem; background: var(--surface); color: var(--fg); }
    .search input:focus { outline: 2px solid var(--accent); outline-offset: 0; }
    html:not(.js) .search, html:not(.js) .theme-switch { display: none; }
    .search-results { position: absolute; right: 0; top: calc(100% + .4rem); width: min(34rem, 92vw);
      max-height: 70vh; overflow-y: auto; background: var(--bg); border: 1px solid var(--border);
      border-radius: .6rem; box-shadow: 0 10px 30px rgb(0 0 0 / .18); padding: .35rem; }
    .search-results a { display: block; padding: .5rem .65rem; border-radius: .4rem; text-decoration: none; color: var(--fg); }
    .search-results a:hover, .search-results a.selected { background: var(--accent-soft); }
    .search-results .where { display: block; font-size: .75rem; color: var(--muted); }
    .search-results .what { display: block; font-weight: 600; }
    .search-results .snippet { display: block; font-size: .85rem; color: var(--muted); }
    .search-results .none { padding: .5rem .65rem; color: var(--muted); }
    mark, .search-results mark { background: var(--hit); color: inherit; border-radius: .15rem; }
    .theme-switch { border: 1px solid var(--border); background: var(--surface); color: var(--fg); width: 2rem;
      height: 2rem; border-radius: 50%; cursor: pointer; font-size: 1rem; line-height: 1; padding: 0; }
    .theme-switch span::before { content: "☾"; }
    :root[data-effective-theme="dark"] .theme-switch span::before { content: "☀"; }
    .print-link { font-size: .9rem; color: var(--muted); }

    .sidebar { position: fixed; top: 0; bottom: 0; left: 0; z-index: 30; width: var(--sidebar-width);
      overflow-y: auto; background: var(--sidebar); border-right: 1px solid var(--border); padding: 1rem .6rem 3rem;
      font-size: .92rem; }
    .sidebar-close { display: none; }
    .toc, .toc-sections { list-style: none; margin: 0; padding: 0; }
    .toc > li > a { display: flex; gap: .5rem; padding: .35rem .6rem; border-radius: .4rem; color: var(--fg);
      text-decoration: none; line-height: 1.35; }
    .toc > li > a:hover { background: var(--surface); }
    .toc > li.current > a { background: var(--accent-soft); color: var(--accent); font-weight: 600; }
    .toc-no { color: var(--muted); min-width: 1.1rem; font-variant-numeric: tabular-nums; }
    .toc > li.current .toc-no { color: inherit; }
    .toc-sections { margin: .2rem 0 .5rem 1.7rem; border-left: 1px solid var(--border); }
    .toc-sections a { display: block; padding: .2rem .6rem; color: var(--muted); text-decoration: none; line-height: 1.35; }
    .toc-sections a:hover, .toc-sections a.active { color: var(--accent); }

    main { margin-left: var(--sidebar-width); padding: 1.75rem 2rem 4rem; }
    article { max-width: 47rem; margin: 0 auto; }
    h1 { font-size: 2.1rem; line-height: 1.2; margin: .5rem 0 1.25rem; letter-spacing: -.01em; }
    h2 { font-size: 1.45rem; line-height: 1.3; margin: 2.5rem 0 .75rem; padding-top: .5rem; border-top: 1px solid var(--border); }
    h3 { font-size: 1.15rem; margin: 1.75rem 0 .5rem; }
    .anchor { margin-left: .45rem; color: var(--muted); text-decoration: none; opacity: 0; font-weight: 400; }
    h1:hover .anchor, h2:hover .anchor, h3:hover .anchor, h4:hover .anchor, figcaption:hover .anchor, .anchor:focus { opacity: 1; }
    blockquote { margin: 1rem 0; padding: .1rem 1rem; border-left: 3px solid var(--border); color: var(--muted); }
    hr { border: 0; border-top: 1px solid var(--border); margin: 2rem 0; }
    img { max-width: 100%; }

    .pager { max-width: 47rem; margin: 3rem auto 0; display: flex; gap: 1rem; }
    .pager a { flex: 1; border: 1px solid var(--border); border-radius: .6rem; padding: .65rem 1rem;
      text-decoration: none; color: var(--fg); }
    .pager a:hover { border-color: var(--accent); }
    .pager small { display: block; color: var(--muted); font-size: .8rem; }
    .pager .next { text-align: right; margin-left: auto; }

    .lead { font-size: 1.1rem; color: var(--muted); }
    .book-stats { font-size: .9rem; color: var(--ok); border-left: 3px solid var(--ok); padding-left: .75rem; }
    .chapter-list { list-style: none; padding: 0; display: grid; gap: .85rem; }
    .chapter-list li { border: 1px solid var(--border); border-radius: .7rem; padding: .85rem 1.1rem; }
    .chapter-list li > a { display: flex; gap: .6rem; font-size: 1.15rem; font-weight: 600; text-decoration: none; }
    .chapter-list p { margin: .35rem 0 0; }
    .chapter-stats { font-size: .8rem; color: var(--ok); }
    .print-title { margin-bottom: 2rem; }
    .print-chapter { border-top: 2px solid var(--border); margin-top: 3rem; }
    .print-button { font: inherit; padding: .4rem .9rem; border-radius: .5rem; border: 1px solid var(--border);
      background: var(--surface); color: var(--fg); cursor: pointer; }
    .highlight-bar { position: fixed; right: 1rem; bottom: 1rem; z-index: 25; background: var(--bg); color: var(--fg);
      border: 1px solid var(--border); border-radius: .6rem; padding: .4rem .5rem .4rem .8rem; font-size: .85rem;
      box-shadow: 0 6px 20px rgb(0 0 0 / .15); }
    .highlight-bar button { font: inherit; border: 0; background: none; color: var(--accent); cursor: pointer; }

    @media (max-width: 60rem) {
      .topbar { margin-left: 0; padding: 0 .75rem; gap: .5rem; }
      .menu-button { display: inline-block; }
      .sidebar { transform: translateX(-105%); transition: transform .2s ease; box-shadow: none; width: min(20rem, 85vw); }
      .sidebar:target, .sidebar.open { transform: none; box-shadow: 0 0 40px rgb(0 0 0 / .3); }
      .sidebar-close { display: block; text-align: right; font-size: 1.5rem; text-decoration: none; color: var(--muted); padding: 0 .5rem; }
      main { margin-left: 0; padding: 1.25rem 1rem 3rem; }
      .search input { width: 7.5rem; }
      .print-link { display: none; }
      h1 { font-size: 1.7rem; }
    }

    """

  // MARK: - Print

  static let print = """
    @media print {
      :root, :root[data-theme], :root:not([data-theme="light"]) { \(variables(light)) color-scheme: light; }
      body { font-size: 11pt; }
      .topbar, .sidebar, .pager, .skip, .stepper, .anchor, .as-text, .highlight-bar, .print-button { display: none !important; }
      main { margin: 0; padding: 0; }
      article { max-width: none; }
      a { color: inherit; }
      pre { white-space: pre-wrap; overflow-wrap: anywhere; }
      figure.block, li.step, .device { break-inside: avoid; }
      h1, h2, h3 { break-after: avoid; }
      .print-chapter { break-before: page; border: 0; margin: 0; }
      .step { display: grid !important; opacity: 1 !important; box-shadow: none !important; grid-template-columns: minmax(0, 1fr) auto !important; }
      .step .device { display: flex !important; }
    }

    """
}
