/// The site's one stylesheet, written to `assets/folio.css`: system fonts only, so the
/// site needs nothing from the network.
enum SiteStylesheet {
  static let css = """
    :root { --ink: #1d1d1f; --muted: #6e6e73; --paper: #fff; --code: #f5f5f7; --ok: #1a7f37; --warn: #9a6700; }
    body { margin: 0; color: var(--ink); background: var(--paper);
      font: 17px/1.55 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
    main { max-width: 46rem; margin: 0 auto; padding: 1rem 1.25rem 4rem; }
    nav.pager { max-width: 46rem; margin: 0 auto; padding: .75rem 1.25rem; display: flex; gap: 1rem; font-size: .9rem; }
    a { color: #0b5cad; }
    code, pre { font: 14px/1.45 ui-monospace, Menlo, Consolas, monospace; }
    pre { background: var(--code); padding: .75rem 1rem; overflow-x: auto; border-radius: 6px; margin: 0; }
    figure.block { margin: 1.25rem 0; border: 1px solid #d2d2d7; border-radius: 8px; overflow: hidden; }
    figure.block pre { border-radius: 0; }
    figcaption { font-size: .8rem; color: var(--muted); padding: .35rem .75rem; border-bottom: 1px solid #d2d2d7; }
    .mark { float: right; font-weight: 600; }
    .mark.verified { color: var(--ok); }
    .mark.unchecked { color: var(--warn); }
    pre.transcript .action { color: #0b5cad; font-weight: 600; }
    pre.compiler { background: #fff5f5; color: #a40e26; border-top: 1px solid #d2d2d7; }
    blockquote { margin-left: 0; padding-left: 1rem; border-left: 3px solid #d2d2d7; color: var(--muted); }
    nav.toc ol { padding-left: 1.5rem; }

    """
}
