"""The drawn update of every transcript step (issue 16, "See the update"): a timeline
for every step of every chapter with transcripts, a tree where a step changed
identity, each a valid SVG with a text alternative, readable without JavaScript, in
print, in both themes, and on a 390 px phone without the page scrolling sideways."""

import json

from harness import expect, test

PHONE = dict(width=390, height=844, mobile=True)

# Every drawing of the page: per step, whether it has a timeline, the drawings' XML
# parsed back (a parse error is reported), their titles and text alternatives.
DRAWINGS_JS = """(() => {
  const steps = [...document.querySelectorAll('li.step')];
  const problems = [];
  const parser = new DOMParser();
  for (const figure of document.querySelectorAll('[data-folio=timeline], [data-folio=tree]')) {
    const svg = figure.querySelector('svg');
    // A step in which nothing ran says so in words instead of drawing an empty timeline.
    if (figure.classList.contains('empty')) {
      if (svg || !figure.textContent.includes('No update')) problems.push('an empty timeline without its words');
      continue;
    }
    if (!svg) { problems.push('no svg in ' + figure.dataset.folio); continue; }
    const xml = parser.parseFromString(new XMLSerializer().serializeToString(svg), 'image/svg+xml');
    if (xml.querySelector('parsererror')) problems.push('invalid svg in ' + figure.closest('li.step').id);
    // The image is named by its title, its first child; the focusable box around it by the same.
    const title = svg.firstElementChild;
    if (!title || title.tagName !== 'title' || !title.textContent.trim() ||
        svg.parentElement.getAttribute('aria-labelledby') !== title.id)
      problems.push('no accessible title in ' + figure.closest('li.step').id);
    const text = figure.querySelector('figcaption details li');
    if (!text || !text.textContent.trim()) problems.push('no text alternative in ' + figure.closest('li.step').id);
  }
  return {
    steps: steps.length,
    timelines: steps.filter(s => s.querySelector('[data-folio=timeline]')).length,
    trees: document.querySelectorAll('[data-folio=tree]').length,
    problems: problems,
  };
})()"""


def chapters_with_transcripts(site, browser):
    page = browser.new_page()
    found = []
    for chapter in site.chapters:
        page.goto(site.url(chapter))
        if page.js("document.querySelectorAll('li.step').length") > 0:
            found.append(chapter)
    return found


@test
def every_step_of_every_chapter_has_a_valid_timeline_with_a_text_alternative(browser, site):
    page = browser.new_page()
    chapters = chapters_with_transcripts(site, browser)
    expect(chapters, "no chapter has transcripts")
    trees = 0
    for chapter in chapters:
        page.goto(site.url(chapter))
        found = page.js(DRAWINGS_JS)
        expect(found["timelines"] == found["steps"],
               "%s: %d of %d steps have a timeline" % (chapter, found["timelines"], found["steps"]))
        expect(found["problems"] == [], "%s: %r" % (chapter, found["problems"][:5]))
        trees += found["trees"]
    # Every first showing creates its views: the book has trees.
    expect(trees > 0, "no step of the book has an identity tree")


@test
def timelines_are_drawn_without_javascript_and_in_print(browser, site):
    page = browser.new_page()
    page.scripts(False)
    page.goto(site.url(site.chapter_with_most_steps()))
    drawn = "[...document.querySelectorAll('[data-folio=timeline]:not(.empty) svg')].filter(s => s.getBoundingClientRect().width > 50).length"
    total = page.js("document.querySelectorAll('[data-folio=timeline]:not(.empty)').length")
    expect(total > 0 and page.js(drawn) == total, "%s of %d timelines drawn without JavaScript" % (page.js(drawn), total))
    page.media("print")
    expect(page.js(drawn) == total, "%s of %d timelines drawn in print" % (page.js(drawn), total))
    page.media("")


@test
def timelines_take_the_themes_colours(browser, site):
    page = browser.new_page()
    page.goto(site.url(site.chapter_with_most_steps()))
    mark = "getComputedStyle(document.querySelector('[data-folio=timeline] .m-body')).fill"
    text = "getComputedStyle(document.querySelector('[data-folio=timeline] svg text')).fill"
    light = (page.js(mark), page.js(text))
    page.js("document.documentElement.dataset.theme = 'dark'")
    dark = (page.js(mark), page.js(text))
    expect(light[0] != dark[0] and light[1] != dark[1], "a timeline's colours do not follow the theme: %r %r" % (light, dark))


@test
def a_phone_scrolls_a_wide_timeline_inside_its_box_not_the_page(browser, site):
    page = browser.new_page(**PHONE)
    page.goto(site.url(site.chapter_with_most_steps()))
    page.js("document.querySelector('.stepper .step-all') && [...document.querySelectorAll('.stepper .step-all')].forEach(b => b.click())")
    overflow = page.js("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    expect(overflow <= 0, "the page scrolls sideways by %d px on a phone" % overflow)
    outside = page.js("""[...document.querySelectorAll('.update .drawing')].filter(d => {
        const r = d.getBoundingClientRect(); return r.width > 0 && (r.left < 0 || r.right > window.innerWidth); }).length""")
    expect(outside == 0, "%d drawings reach outside the phone's screen" % outside)
    focusable = page.js("[...document.querySelectorAll('.update .drawing')].every(d => d.tabIndex === 0)")
    expect(focusable, "a drawing's box cannot be scrolled with the keyboard")


@test
def a_modelled_step_links_to_its_rule(browser, site):
    rules = browser.new_page()
    rules.goto(site.url("engine-rules.html"))
    anchors = set(rules.js("[...document.querySelectorAll('[id]')].map(e => e.id)"))
    page = browser.new_page()
    missing = []
    for chapter in site.chapters:
        page.goto(site.url(chapter))
        links = page.js("[...document.querySelectorAll('p.modelled a')].map(a => a.getAttribute('href'))")
        missing += [link for link in links
                    if not link.startswith("engine-rules.html#") or link.partition("#")[2] not in anchors]
    expect(missing == [], "modelled-rule links without a target: %r" % missing)
