"""The reader's rough edges (issue 16), each as a rule checked in the browser: the phone
search panel, the transcript's opening step, copying and scrolling code, what a mark
says, shortened output, focus on a phone, search, contrast in both themes, the keys,
the head and footer, compiler messages, the print page and transcript captions."""

import json
import os
import re

from harness import expect, test

CONTRAST_JS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "contrast.js")
PHONE = dict(width=390, height=844, mobile=True)


def pages(site):
    """Every HTML page of the site: the landing page, the chapters, the print page."""
    return ["index.html"] + site.chapters + ["print.html"]


def search(page, query):
    """Types query into the search field and waits for the results."""
    page.click("#search-input")
    page.js("document.getElementById('search-input').value = ''")
    page.type_text(query)
    page.wait_for("!document.getElementById('search-results').hidden")


def results(page):
    """The results shown: [page, anchor, section title], best first."""
    return page.js("""[...document.querySelectorAll('#search-results a')].map(a => {
        const url = new URL(a.href); return [url.pathname.split('/').pop(), url.hash.slice(1),
        a.querySelector('.what').textContent]; })""")


# MARK: - Phone search panel


@test
def phone_search_results_stay_inside_the_screen(browser, site):
    page = browser.new_page(**PHONE)
    page.goto(site.url(site.chapters[0]))
    search(page, "state")
    box = page.js("JSON.parse(JSON.stringify(document.getElementById('search-results').getBoundingClientRect()))")
    width = page.js("innerWidth")
    expect(box["left"] >= 0 and box["right"] <= width, "results panel spans %.0f to %.0f px of %d" % (box["left"], box["right"], width))
    outside = page.js("""[...document.querySelectorAll('#search-results a, #search-results a *')].filter(e => {
        const r = e.getBoundingClientRect(); return r.width && (r.left < 0 || r.right > innerWidth); }).length""")
    expect(outside == 0, "%d result parts are cut at the screen's edge" % outside)
    page.screenshot(os.path.join(site.artifacts, "search-phone.png"))


# MARK: - Code: copy, keyboard scrolling, phone wrapping


@test
def copy_button_puts_the_exact_code_on_the_clipboard(browser, site):
    # What it proves: the clipboard (read back through the browser's own clipboard API)
    # holds the code block's text as the page was written, before any script ran.
    chapter = site.chapter_with_most_steps()
    plain = browser.new_page()
    plain.scripts(False)
    plain.goto(site.url(chapter))
    written = plain.js("document.querySelector('figure.scenario > pre > code').textContent")
    page = browser.new_page()
    browser.call("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    page.goto(site.url(chapter))
    buttons = page.js("document.querySelectorAll('figure.block:not(.transcript) .copy-button, .plain-code .copy-button').length")
    blocks = page.js("document.querySelectorAll('figure.block:not(.transcript) > pre, .plain-code > pre').length")
    expect(blocks > 0 and buttons == blocks, "%d copy buttons for %d code blocks" % (buttons, blocks))
    page.js("navigator.clipboard.writeText('before')")
    page.click("figure.scenario .copy-button")
    page.wait_for("document.querySelector('figure.scenario .copy-button').dataset.copied")
    copied = page.js("navigator.clipboard.readText()")
    expect(copied == written, "the clipboard holds %r, the block %r" % (copied[:80], written[:80]))
    expect(page.js("document.querySelector('figure.scenario .copy-button').textContent") == "Copied", "button does not say Copied")
    page.wait_for("document.getElementById('announcer').textContent.includes('copied')", timeout=3)


@test
def code_that_scrolls_sideways_takes_focus_and_scrolls_with_the_arrow_keys(browser, site):
    # Just wider than a phone, where code no longer wraps: long lines scroll.
    page = browser.new_page(width=660, height=900)
    for name in site.chapters:
        page.goto(site.url(name))
        state = page.js("""[...document.querySelectorAll('main pre')].filter(p => p.checkVisibility()).map(p =>
            [p.scrollWidth > p.clientWidth + 1, p.getAttribute('tabindex')])""")
        scrolling = [t for wide, t in state if wide]
        if scrolling:
            break
    expect(scrolling, "no code block scrolls sideways at 660 px; the rule is not exercised")
    expect(all(t == "0" for t in scrolling), "a block that scrolls sideways cannot take focus: %r" % scrolling)
    expect(all(t is None for wide, t in state if not wide), "a block that does not scroll takes focus")
    page.key("Tab", key_code=9)  # a keyboard user: focus shows
    page.js("[...document.querySelectorAll('main pre[tabindex]')][0].focus()")
    outline = page.js("getComputedStyle(document.activeElement).outlineStyle")
    expect(outline not in ("none", ""), "a focused code block shows no outline")
    start = page.js("location.href")
    for _ in range(3):
        page.key("ArrowRight", key_code=39)
    page.browser.pump(0.2)
    expect(page.js("location.href") == start, "→ in a code block turned the page")
    expect(page.js("document.activeElement.scrollLeft") > 0, "→ did not scroll the focused code block")


@test
def code_wraps_on_a_phone_instead_of_scrolling(browser, site):
    page = browser.new_page(**PHONE)
    wide = 0
    blocks = 0
    for name in site.chapters:
        page.goto(site.url(name))
        counts = page.js("""(() => { const c = [...document.querySelectorAll('figure.block:not(.transcript) > pre, .plain-code > pre')];
            return [c.length, c.filter(p => p.scrollWidth > p.clientWidth + 1).length]; })()""")
        blocks += counts[0]
        wide += counts[1]
    expect(blocks > 0, "no code blocks")
    expect(wide == 0, "%d of %d code blocks scroll sideways on a phone" % (wide, blocks))


# MARK: - Marks


@test
def marks_say_what_was_checked_and_a_failing_block_gets_no_green_check(browser, site):
    page = browser.new_page()
    seen = 0
    for name in site.chapters:
        page.goto(site.url(name))
        marks = page.js("""[...document.querySelectorAll('figure.block .mark')].map(m => [m.closest('figure').classList[1],
            m.textContent, getComputedStyle(m, '::before').content, getComputedStyle(m).color])""")
        ok_colour = page.js("getComputedStyle(document.querySelector('.mark.verified') || document.body).color")
        for kind, text, glyph, colour in marks:
            seen += 1
            if kind == "ignored":
                continue
            expect("ViewGraph" in text or "compiler" in text, "%s mark %r does not say against what" % (kind, text))
            if kind == "compile-fail":
                expect("✓" not in glyph and colour != ok_colour, "a block that does not compile carries %s in %s" % (glyph, colour))
            else:
                expect("✓" in glyph, "%s mark has no check: %r" % (kind, glyph))
    expect(seen > 0, "no marks")


# MARK: - Shortened output


@test
def output_the_chapter_shortened_is_shown_shortened(browser, site):
    page = browser.new_page()
    found = False
    for name in site.chapters:
        page.goto(site.url(name))
        folds = page.js("""[...document.querySelectorAll('details.shortened')].map(d => [
            +d.querySelector('summary').textContent.match(/\\d+/)[0], d.querySelectorAll('.line').length,
            d.querySelector('pre').checkVisibility()])""")
        for summary_count, lines, rendered in folds:
            found = True
            expect(summary_count == lines, "fold says %d more lines and holds %d" % (summary_count, lines))
            expect(not rendered, "a shortened part is shown before the reader opens it")
        if folds:
            page.js("document.querySelector('details.shortened').open = true")
            expect(page.js("document.querySelector('details.shortened pre').checkVisibility()"),
                   "opening the fold shows nothing")
    expect(found, "no transcript of the book shortens its output with ...; the rule is not exercised")


# MARK: - Focus on a phone


@test
def tab_never_enters_a_hidden_element_on_a_phone(browser, site):
    page = browser.new_page(**PHONE)
    page.goto(site.url(site.chapter_with_most_steps()))
    where = """(() => { const e = document.activeElement; if (!e || e === document.body) return null;
        const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
        return [e.tagName + '.' + e.className + ' ' + (e.textContent || '').trim().slice(0, 30),
                r.width > 0 && r.height > 0 && r.right > 0 && r.left < innerWidth && s.visibility === 'visible'
                && !e.closest('[hidden], [inert]')]; })()"""
    visited = 0
    for _ in range(40):
        page.key("Tab", key_code=9)
        focus = page.js(where)
        if focus is None:
            continue
        visited += 1
        expect(focus[1], "Tab reached a hidden element: %s" % focus[0])
    expect(visited >= 10, "Tab reached only %d elements" % visited)
    toc = page.js("[...document.querySelectorAll('#sidebar a')].filter(a => { a.focus(); return document.activeElement === a; }).length")
    expect(toc == 0, "%d links of the closed sidebar can take focus" % toc)
    page.click(".menu-button")
    page.wait_for("document.activeElement && document.activeElement.closest('#sidebar') !== null", timeout=3)
    expect(page.js("document.querySelector('.menu-button').getAttribute('aria-expanded')") == "true", "menu not expanded")
    page.key("Escape", key_code=27)
    page.wait_for("document.activeElement === document.querySelector('.menu-button')", timeout=3)
    print_link = page.js("""(() => { const a = document.querySelector('.topbar .print-link'); const r = a.getBoundingClientRect();
        return getComputedStyle(a).display !== 'none' && r.left >= 0 && r.right <= innerWidth; })()""")
    expect(print_link, "the print link is hidden on a phone")


# MARK: - Search


@test
def search_finds_a_section_by_words_of_its_chapter_title_and_its_text(browser, site):
    # The issue's own query: "onchange order" finds the section on order in chapter 4,
    # whose text holds "order" (its scenario's name) and whose chapter is onChange's.
    page = browser.new_page()
    page.goto(site.url(site.chapters[0]))
    docs = site.index["docs"]
    terms = site.index["terms"]
    query = None
    for number, doc in enumerate(docs):
        title = set(re.findall(r"\w+", doc[2].lower())) - set(re.findall(r"\w+", (doc[3] + " " + doc[4]).lower()))
        if doc[0] not in site.chapters or not title:
            continue
        here = [w for w, p in terms.items() if number in p[0::2] and len(w) > 4 and w.isalpha()
                and len({docs[d][0] for d in p[0::2]}) > 1 and len(p) <= 8]
        if here:
            query = (sorted(title, key=len)[-1], sorted(here)[0], doc)
            break
    expect(query, "no section whose chapter title holds a word its text does not")
    chapter_word, text_word, doc = query
    search(page, chapter_word + " " + text_word)
    found = results(page)
    expect([doc[0], doc[1]] in [r[:2] for r in found], "%r %r: %r not in %r" % (chapter_word, text_word, doc[3], found))
    if "04-onchange.html" in site.chapters:
        search(page, "onchange order")
        top = results(page)[0]
        expect(top[0] == "04-onchange.html" and "order" in json.dumps(docs[[d[3] for d in docs].index(top[2])]).lower(),
               "\"onchange order\" first finds %r" % top)


@test
def search_ranks_a_section_title_above_mentions_in_text(browser, site):
    docs = site.index["docs"]
    best = None
    for word, postings in site.index["terms"].items():
        holders = postings[0::2]
        titled = [d for d in holders if word in re.findall(r"\w+", docs[d][3].lower())]
        if len(word) > 5 and word.isalpha() and len(titled) == 1 and len(holders) >= 4:
            best = (word, titled[0])
            break
    expect(best, "no word is in one section title and in the text of three other sections")
    word, doc = best
    page = browser.new_page()
    page.goto(site.url(site.chapters[0]))
    search(page, word)
    top = results(page)[0]
    expect(top[2] == docs[doc][3], "%r: first result %r, not the section titled %r" % (word, top, docs[doc][3]))


@test
def search_tolerates_a_typo(browser, site):
    word, chapter = site.word_in_one_chapter()
    keys = set(site.index["terms"])
    typo = None
    for at in range(2, len(word) - 2):
        candidate = word[:at] + word[at + 1] + word[at] + word[at + 2:]  # two neighbours swapped
        if not any(k.startswith(candidate) for k in keys):
            typo = candidate
            break
    expect(typo, "no typo of %r that is not a word of the book" % word)
    page = browser.new_page()
    page.goto(site.url(site.chapters[0]))
    search(page, typo)
    found = {r[0] for r in results(page)}
    expect(chapter in found, "%r (for %r) finds %r, not %s" % (typo, word, found, chapter))
    hits = page.js("[...document.querySelectorAll('#search-results mark')].map(m => m.textContent.toLowerCase())")
    expect(any(h.startswith(word) for h in hits), "the results do not mark %r: %r" % (word, hits[:5]))


@test
def screen_readers_hear_the_results_and_the_selected_one(browser, site):
    page = browser.new_page()
    page.goto(site.url(site.chapters[0]))
    expect(page.js("document.getElementById('search-input').getAttribute('role')") == "combobox", "the field is no combobox")
    search(page, "state")
    expect(page.js("document.getElementById('search-input').getAttribute('aria-expanded')") == "true", "not expanded")
    page.wait_for("/\\d+ results?/.test(document.getElementById('announcer').textContent)", timeout=3)
    expect(page.js("document.getElementById('announcer').getAttribute('aria-live')") == "polite", "no live region")
    for step in (1, 2):
        page.key("ArrowDown", key_code=40)
        state = page.js("""(() => { const input = document.getElementById('search-input');
            const id = input.getAttribute('aria-activedescendant'); const option = id && document.getElementById(id);
            const selected = [...document.querySelectorAll('#search-results [aria-selected=true]')];
            return [id, option && option.getAttribute('role'), selected.length, selected[0] === option,
                    [...document.querySelectorAll('#search-results [role=option]')].indexOf(option),
                    document.getElementById('search-results').getAttribute('role')]; })()""")
        expect(state[0] and state[1] == "option" and state[2] == 1 and state[3], "after %d ↓: %r" % (step, state))
        expect(state[4] == step - 1 and state[5] == "listbox", "after %d ↓ the option is %r" % (step, state))


# MARK: - Contrast


@test
def every_text_colour_meets_wcag_aa_in_both_themes(browser, site):
    # Computed from computed styles: every visible text (and ::before glyph, and the
    # search field's placeholder) against the background it is drawn on, with the
    # opacity of its ancestors; 4.5:1, or 3:1 for large text. Disabled controls are
    # exempt (WCAG), and so are colours a chapter gives its own views (`.c-red`).
    with open(CONTRAST_JS, encoding="utf-8") as handle:
        script = handle.read()
    problems = []
    checked = 0
    for scheme in ("light", "dark"):
        page = browser.new_page()
        page.color_scheme(scheme)
        for name in pages(site):
            page.goto(site.url(name) + ("?highlight=state" if name == site.chapters[1] else ""))
            page.js("document.querySelectorAll('details').forEach(d => d.open = true)")
            if name == site.chapters[0]:
                search(page, "state")
                page.key("ArrowDown", key_code=40)
            # Pages with every step's drawn update open hold many elements: a slow machine needs time.
            result = page.js(script, timeout=120)
            checked += result["checked"]
            problems += ["%s %s: %s" % (scheme, name, f) for f in result["failures"]]
        page.goto(site.url(site.chapters[0]))
        page.key("?", key_code=191)
        page.wait_for("document.querySelector('dialog.keys[open]') !== null", timeout=3)
        result = page.js(script)
        problems += ["%s keys: %s" % (scheme, f) for f in result["failures"]]
    expect(checked > 1000, "only %d texts checked" % checked)
    expect(not problems, "%d below WCAG AA:\n  %s" % (len(problems), "\n  ".join(problems[:20])))


# MARK: - Keys, head and footer


@test
def s_and_slash_focus_search_and_question_mark_lists_the_keys(browser, site):
    page = browser.new_page()
    page.goto(site.url(site.chapters[1]))
    for key, code in (("s", 83), ("/", 191)):
        page.js("document.activeElement.blur()")
        page.key(key, key_code=code)
        expect(page.js("document.activeElement.id") == "search-input", "%s did not focus search" % key)
        expect(page.js("document.getElementById('search-input').value") == "", "%s was typed into search" % key)
    page.js("document.activeElement.blur()")
    page.key("?", key_code=191)
    page.wait_for("document.querySelector('dialog.keys[open]') !== null", timeout=3)
    listed = page.js("[...document.querySelectorAll('dialog.keys dt kbd')].map(k => k.textContent)")
    expect(all(k in listed for k in ("s", "/", "?", "←", "→", "Esc")), "the keys listed: %r" % listed)
    page.key("Escape", key_code=27)
    expect(page.js("!document.querySelector('dialog.keys').open"), "Esc did not close the list of keys")
    page.click(".keys-button")
    expect(page.js("document.querySelector('dialog.keys').open"), "the footer's button does not list the keys")


@test
def page_turns_are_discoverable(browser, site):
    page = browser.new_page()
    page.goto(site.url(site.chapters[1]))
    pager = page.js("[...document.querySelectorAll('.pager a')].map(a => [a.getAttribute('aria-keyshortcuts'), a.querySelector('kbd')?.textContent])")
    expect(pager == [["ArrowLeft", "←"], ["ArrowRight", "→"]], "the pager does not name its keys: %r" % pager)


@test
def every_page_has_a_favicon_a_description_and_a_footer(browser, site):
    page = browser.new_page()
    descriptions = set()
    for name in pages(site):
        page.goto(site.url(name))
        head = page.js("""[document.querySelector('link[rel=icon]')?.href || '',
            document.querySelector('meta[name=description]')?.content || '',
            document.querySelector('body > footer.site-footer a[href="print.html"]') !== null]""")
        expect(head[0].startswith("data:image/png;base64,"), "%s: favicon %r" % (name, head[0][:40]))
        expect(page.js("(async () => { const i = new Image(); i.src = document.querySelector('link[rel=icon]').href; await i.decode(); return i.width; })()") == 32,
               "%s: the favicon is not a 32 px image" % name)
        expect(len(head[1]) > 40, "%s: description %r" % (name, head[1]))
        descriptions.add(head[1])
        expect(head[2], "%s: no footer with the print link" % name)
    expect(len(descriptions) == len(pages(site)), "pages share a description")


# MARK: - Scripts


@test
def a_page_runs_no_script_but_the_sites_own(browser, site):
    page = browser.new_page()
    for name in pages(site):
        page.goto(site.url(name))
        policy = page.js("document.querySelector('meta[http-equiv=Content-Security-Policy]')?.content || ''")
        expect("script-src 'self'" in policy, "%s: policy %r" % (name, policy))
    expect(page.js("document.documentElement.classList.contains('js')"), "the site's own script did not run")
    page.js("(() => { const s = document.createElement('script'); s.textContent = 'window.folioInline = 1'; document.head.appendChild(s); })()")
    page.js("(() => { const a = document.createElement('a'); a.href = 'javascript:window.folioInline = 2'; document.body.appendChild(a); a.click(); })()")
    page.browser.pump(0.2)
    expect(page.js("window.folioInline === undefined"), "an inline script ran: %r" % page.js("window.folioInline"))


# MARK: - Compiler messages


@test
def a_compiler_message_fits_its_box(browser, site):
    seen = 0
    for options in (dict(width=1280, height=900), PHONE):
        page = browser.new_page(**options)
        for name in site.chapters:
            page.goto(site.url(name))
            sizes = page.js("[...document.querySelectorAll('.compiler pre')].map(p => [p.scrollWidth, p.clientWidth])")
            for scroll, client in sizes:
                seen += 1
                expect(scroll <= client, "%s at %dpx: the compiler's message is %dpx in a %dpx box" % (name, options["width"], scroll, client))
    expect(seen > 0, "no compiler message in the book; the rule is not exercised")


# MARK: - Print


@test
def print_page_opens_with_the_introduction(browser, site):
    page = browser.new_page()
    page.goto(site.url("index.html"))
    opening = page.js("document.querySelector('main article p')?.textContent || ''")
    page.goto(site.url("print.html"))
    first = page.js("document.querySelector('main article > *').id")
    expect(first == "introduction", "the print page starts with #%s" % first)
    text = page.js("document.getElementById('introduction').textContent")
    expect(opening and opening in text, "the introduction's %r is not on the print page" % opening[:40])
    broken = page.js("[...document.querySelectorAll('#introduction a[href^=\"#\"]')].filter(a => !document.getElementById(a.hash.slice(1))).map(a => a.hash)")
    expect(not broken, "introduction links without a target: %r" % broken)


@test
def print_keeps_only_short_blocks_whole(browser, site):
    # A block kept whole (break-inside: avoid) that is taller than half a page moves to
    # the next page and leaves more than half a page empty; A4 at 96 dpi, 2 cm margins.
    page = browser.new_page(width=643, height=971)
    page.goto(site.url("print.html"))
    page.media("print")
    tall = page.js("""[...document.querySelectorAll('main *')].filter(e => getComputedStyle(e).breakInside.startsWith('avoid')
        && e.getBoundingClientRect().height > 971 / 2).map(e => e.tagName + '.' + e.className + '#' + (e.id || e.closest('[id]')?.id)
        + ' ' + Math.round(e.getBoundingClientRect().height) + 'px')""")
    kept = page.js("[...document.querySelectorAll('main *')].filter(e => getComputedStyle(e).breakInside.startsWith('avoid')).length")
    page.media("")
    expect(kept > 0, "nothing is kept whole on paper")
    expect(not tall, "kept whole on paper but taller than half a page: %r" % tall[:5])


# MARK: - Captions


@test
def no_two_transcripts_on_a_page_share_a_caption(browser, site):
    page = browser.new_page()
    numbered = 0
    for name in site.chapters:
        page.goto(site.url(name))
        captions = page.js("[...document.querySelectorAll('figure.transcript > figcaption .caption')].map(c => c.textContent)")
        expect(len(captions) == len(set(captions)), "%s repeats a caption: %r" % (name, captions))
        numbered += sum(1 for c in captions if re.search(r"run \d+ of \d+", c))
    expect(numbered > 0, "no scenario has two transcripts on one page; the rule is not exercised")
