import FolioCore

/// The part of the stylesheet for what Folio adds to a chapter: code figures and
/// their marks, highlighted Swift, transcripts as steps with their stepper, and the
/// device frames drawn from screen dumps.
enum SiteBlockStyles {
  /// Code figures, highlighting, transcripts and the stepper.
  static let css = """
    pre { margin: 0; padding: .85rem 1rem; overflow-x: auto; background: var(--surface);
      font-size: 14px; line-height: 1.5; tab-size: 4; }
    .plain-code pre { border-radius: .5rem; margin: 1rem 0; }
    figure.block { margin: 1.5rem 0; border: 1px solid var(--border); border-radius: .65rem; overflow: hidden; }
    figure.block > figcaption { display: flex; justify-content: space-between; align-items: center; gap: 1rem;
      font-size: .8rem; color: var(--muted); padding: .4rem .85rem; background: var(--surface);
      border-bottom: 1px solid var(--border); }
    figure.block > figcaption b { color: var(--fg); }
    figure.block > pre { border-radius: 0; }
    figure.swift > pre, figure.scenario > pre, figure.ignored > pre, figure.compile-fail > pre { background: var(--bg); }
    .mark { font-weight: 650; white-space: nowrap; }
    .mark.verified { color: var(--ok); }
    .mark.verified::before { content: "✓ "; }
    .mark.unchecked { color: var(--warn-fg); }
    .mark.unchecked::before { content: "○ "; }
    figure.ignored { border-style: dashed; }

    code.swift .k { color: var(--sx-k); font-weight: 600; }
    code.swift .ty { color: var(--sx-ty); }
    code.swift .s { color: var(--sx-s); }
    code.swift .n { color: var(--sx-n); }
    code.swift .c { color: var(--sx-c); font-style: italic; }
    code.swift .at { color: var(--sx-at); }
    code.swift .fn { color: var(--sx-fn); }
    code.swift .dc { color: var(--sx-dc); font-weight: 600; }

    .compiler { border-top: 1px solid var(--border); background: var(--error-bg); }
    .compiler-label { display: block; font-size: .75rem; font-weight: 650; color: var(--error); padding: .45rem 1rem 0; }
    .compiler pre { background: transparent; color: var(--error); padding-top: .3rem; }

    ol.steps { list-style: none; margin: 0; padding: 0; }
    li.step { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 1.1rem; padding: .9rem 1rem;
      border-top: 1px solid var(--border); }
    li.step:first-child { border-top: 0; }
    li.step:target { background: var(--accent-soft); }
    .step-log { min-width: 0; }
    .action { display: flex; gap: .55rem; align-items: center; margin-bottom: .45rem; font-weight: 600; }
    .action code { background: none; border: 0; padding: 0; font-size: .95em; overflow-wrap: anywhere; }
    .action code::before { content: "> "; color: var(--muted); }
    .action.mount { color: var(--muted); font-weight: 500; font-size: .92rem; }
    .step-no { display: inline-grid; place-items: center; flex: none; min-width: 1.45rem; height: 1.45rem;
      border-radius: 1rem; background: var(--accent-soft); color: var(--accent); font-size: .75rem; font-weight: 700; }
    pre.output { border-radius: .45rem; padding: .5rem .75rem; font-size: 13.5px; white-space: pre-wrap; overflow-wrap: anywhere; }
    .line.warning { color: var(--warn-fg); background: var(--warn-bg); border-radius: .2rem; }
    .line.warning::before { content: "⚠ "; }
    .line.warning.engine { color: var(--engine-fg); background: var(--engine-bg); }
    .line.warning.engine::before { content: "◆ "; }
    .line.failure { color: var(--error); }
    .quiet { margin: 0; color: var(--muted); font-style: italic; font-size: .9rem; }
    details.as-text { border-top: 1px solid var(--border); font-size: .85rem; }
    details.as-text summary { padding: .4rem 1rem; cursor: pointer; color: var(--muted); }
    details.as-text pre { border-top: 1px solid var(--border); }

    .stepper { display: flex; align-items: center; gap: .5rem; padding: .5rem 1rem; border-bottom: 1px solid var(--border);
      font-size: .85rem; }
    .stepper[hidden] { display: none; }
    .stepper button { font: inherit; border: 1px solid var(--border); background: var(--surface); color: var(--fg);
      border-radius: .4rem; padding: .15rem .7rem; cursor: pointer; min-width: 2.2rem; }
    .stepper button:disabled { opacity: .4; cursor: default; }
    .stepper button:focus-visible { outline: 2px solid var(--accent); }
    .stepper .step-count { min-width: 6.5rem; text-align: center; font-variant-numeric: tabular-nums; color: var(--muted); }
    .stepper .step-all { margin-left: auto; }
    .stepping li.step.later { display: none; }
    .stepping li.step.past { opacity: .6; }
    .stepping li.step.past .device { display: none; }
    .stepping li.step.past { grid-template-columns: minmax(0, 1fr); }
    .stepping li.step.current { box-shadow: inset 3px 0 0 var(--accent); }

    @media (max-width: 40rem) {
      li.step { grid-template-columns: minmax(0, 1fr); }
      li.step .device { justify-self: center; }
    }

    """

  /// The device frame and the primitives inside it.
  static let device = """
    .device { position: relative; display: flex; align-self: start; width: 12.5rem; min-height: 8.5rem;
      padding: 1.15rem .7rem .9rem; border: .42rem solid var(--bezel); border-radius: 1.6rem;
      background: var(--screen-bg); color: var(--screen-fg); box-shadow: 0 4px 14px rgb(0 0 0 / .12);
      font: 13px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
    .device::before { content: ""; position: absolute; top: .35rem; left: 50%; width: 2.8rem; height: .32rem;
      transform: translateX(-50%); border-radius: 1rem; background: var(--bezel); }
    .device-screen { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: .4rem;
      width: 100%; min-width: 0; text-align: center; overflow: hidden; }
    .v-vstack { display: flex; flex-direction: column; align-items: center; gap: .35rem; max-width: 100%; }
    .v-hstack { display: flex; flex-direction: row; align-items: center; justify-content: center; gap: .35rem; max-width: 100%; }
    .v-zstack { display: grid; place-items: center; }
    .v-zstack > * { grid-area: 1 / 1; }
    .v-list { display: flex; flex-direction: column; align-self: stretch; background: var(--screen-group);
      border-radius: .55rem; overflow: hidden; text-align: left; }
    .v-list > * { padding: .3rem .55rem; border-bottom: 1px solid var(--screen-sep); align-items: flex-start; }
    .v-list > :last-child { border-bottom: 0; }
    .v-section { display: flex; flex-direction: column; align-self: stretch; gap: .25rem; text-align: left; }
    .v-section-header { font-size: .68rem; text-transform: uppercase; letter-spacing: .03em; color: var(--screen-muted); }
    .v-text, .v-footer { overflow-wrap: break-word; }
    .v-footer { font-size: .72rem; color: var(--screen-muted); }
    .v-button { color: var(--screen-tint); overflow-wrap: break-word; }
    .v-link { display: flex; align-self: stretch; justify-content: space-between; gap: .5rem; }
    .v-chevron { color: var(--screen-muted); }
    .v-field { display: block; align-self: stretch; text-align: left; border: 1px solid var(--screen-sep);
      border-radius: .4rem; padding: .2rem .45rem; background: var(--screen-field); overflow-wrap: anywhere; }
    .v-placeholder { color: var(--screen-muted); }
    .v-toggle, .v-control { display: flex; align-self: stretch; align-items: center; justify-content: space-between;
      gap: .5rem; text-align: left; }
    .v-value { color: var(--screen-muted); }
    .v-switch { position: relative; flex: none; width: 2.1rem; height: 1.25rem; border-radius: 1rem; background: var(--screen-sep); }
    .v-switch > span { position: absolute; top: 2px; left: 2px; width: calc(1.25rem - 4px); height: calc(1.25rem - 4px);
      border-radius: 50%; background: #fff; box-shadow: 0 1px 2px rgb(0 0 0 / .3); }
    .v-switch.on { background: #34c759; }
    .v-switch.on > span { left: calc(100% - 1.25rem + 2px); }
    .v-stepper { display: inline-flex; align-items: center; gap: .35rem; padding: 0 .45rem; border-radius: .4rem;
      background: var(--screen-field); }
    .v-stepper i { width: 1px; height: .8rem; background: var(--screen-sep); }
    .v-slider, .v-progress { display: flex; flex-direction: column; align-self: stretch; gap: .2rem; text-align: left; }
    .v-track { display: block; height: .3rem; border-radius: 1rem; background: var(--screen-sep); overflow: hidden; }
    .v-track > span { display: block; height: 100%; background: var(--screen-tint); }
    .v-image { display: inline-flex; align-items: center; gap: .25rem; color: var(--screen-tint); }
    .v-glyph { display: inline-block; width: .9rem; height: .9rem; border: 1.5px solid currentColor; border-radius: .25rem; }
    .v-image-name { font-size: .7rem; color: var(--screen-muted); }
    .v-color { display: block; width: 2.6rem; height: 1.4rem; border-radius: .3rem; background: var(--screen-sep); }
    .v-divider { display: block; align-self: stretch; height: 1px; background: var(--screen-sep); }
    .v-hstack > .v-divider { width: 1px; height: auto; min-height: 1rem; }
    .v-spacer { flex: 1 1 .4rem; min-width: .4rem; min-height: .4rem; }
    .v-shape { display: block; width: 2.2rem; height: 1.6rem; background: var(--screen-tint); }
    .v-circle { width: 1.8rem; height: 1.8rem; border-radius: 50%; }
    .v-capsule { border-radius: 1rem; width: 3rem; }
    .v-roundedrectangle { border-radius: .4rem; }
    .v-other { border: 1px dashed var(--screen-sep); border-radius: .3rem; padding: .1rem .3rem; font-size: .75rem; }
    .v-kind { color: var(--screen-muted); }
    .v-empty { color: var(--screen-muted); font-style: italic; }
    .device .f-largeTitle { font-size: 1.55em; font-weight: 700; }
    .device .f-title { font-size: 1.35em; }
    .device .f-title2 { font-size: 1.2em; }
    .device .f-title3 { font-size: 1.1em; }
    .device .f-headline { font-weight: 650; }
    .device .f-subheadline, .device .f-callout { font-size: .92em; }
    .device .f-footnote { font-size: .82em; }
    .device .f-caption, .device .f-caption2 { font-size: .75em; }
    .device .w-bold { font-weight: 700; }
    .device .i { font-style: italic; }
    .device .mono { font-family: ui-monospace, Menlo, Consolas, monospace; }
    .device .strike { text-decoration: line-through; }
    .device .under { text-decoration: underline; }
    .device .disabled { opacity: .4; }

    """

  /// The system colours a screen dump names, as text and background classes.
  static let palette: [(String, String)] = [
    ("red", "#ff3b30"), ("orange", "#ff9500"), ("yellow", "#ffcc00"), ("green", "#34c759"), ("mint", "#00c7be"),
    ("teal", "#30b0c7"), ("cyan", "#32ade6"), ("blue", "#007aff"), ("indigo", "#5856d6"), ("purple", "#af52de"),
    ("pink", "#ff2d55"), ("brown", "#a2845e"), ("gray", "#8e8e93"), ("black", "#000000"), ("white", "#ffffff"),
    ("secondary", "var(--screen-muted)"), ("accent", "var(--screen-tint)"),
  ]

  /// `.device .c-red { color: … }` and `.device .bg-red { background: … }` for each colour.
  static let colors =
    palette.map { name, value in
      ".device .c-\(name) { color: \(value); }\n.device .bg-\(name) { background: \(value); }\n"
    }.joined()
}
