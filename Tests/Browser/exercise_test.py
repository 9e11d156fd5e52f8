""""Predict the output" exercises (issue 17): a transcript marked exercise=predict shows
its actions, hides its verified output until the reader asks, by mouse or keyboard,
from file:// and with no inline script; the print page shows the answer."""

import os

from harness import expect, test

FIGURE = "document.querySelector('figure.transcript.exercise')"
SUMMARY = "figure.transcript.exercise details.reveal > summary"


def page_with_exercise(browser, site):
    """A chapter page holding an exercise, opened, and its name."""
    for name in site.chapters:
        with open(os.path.join(site.folder, name), encoding="utf-8") as handle:
            if 'class="block transcript exercise"' in handle.read():
                page = browser.new_page()
                page.goto(site.url(name))
                return page, name
    expect(False, "no chapter holds a transcript with exercise=predict")


def answer_visible(page):
    """Whether any of the exercise's output is visible: its steps, their output, its screens."""
    return page.js("""[...%s.querySelectorAll('details.reveal li.step, details.reveal pre.output, details.reveal .device')]
        .some(e => e.checkVisibility())""" % FIGURE)


def press(page, key, code, key_code, text):
    """A key with the character it types, as a keyboard sends it (a bare keyDown is not a press)."""
    params = {"key": key, "code": code, "windowsVirtualKeyCode": key_code, "nativeVirtualKeyCode": key_code}
    page.call("Input.dispatchKeyEvent", dict(params, type="keyDown", text=text))
    page.call("Input.dispatchKeyEvent", dict(params, type="keyUp"))


@test
def an_exercise_shows_its_actions_and_hides_its_output(browser, site):
    page, name = page_with_exercise(browser, site)
    actions = page.js("[...%s.querySelectorAll('.predict-actions li')].filter(l => l.checkVisibility()).length" % FIGURE)
    steps = page.js("%s.querySelectorAll('li.step').length" % FIGURE)
    expect(actions == steps and steps > 0, "%s: %d actions shown for %d steps" % (name, actions, steps))
    expect(not answer_visible(page), "%s: the exercise's output shows before the reader asks" % name)
    summary = page.js("""(() => { const s = document.querySelector(%r); return [s.checkVisibility(), s.innerText,
        s.parentElement.open]; })()""" % SUMMARY)
    expect(summary[0] and "Reveal" in summary[1] and not summary[2], "%s: reveal control %r" % (name, summary))
    # The disclosure is a plain <details>: no inline script on the page (CSP script-src 'self').
    inline = page.js("[...document.scripts].filter(s => !s.src).length + document.querySelectorAll('[onclick]').length")
    expect(inline == 0, "%s: %d inline scripts or handlers" % (name, inline))


@test
def a_click_reveals_the_output_and_another_hides_it(browser, site):
    page, name = page_with_exercise(browser, site)
    page.click(SUMMARY)
    page.wait_for("document.querySelector(%r).parentElement.open" % SUMMARY)
    expect(answer_visible(page), "%s: clicking the summary did not show the output" % name)
    said = page.js("document.querySelector(%r).innerText" % SUMMARY)
    expect(said.strip().startswith("Hide"), "the open control says %r, not Hide" % said)
    page.screenshot(os.path.join(site.artifacts, "exercise-revealed.png"))
    page.click(SUMMARY)
    page.wait_for("!document.querySelector(%r).parentElement.open" % SUMMARY)
    expect(not answer_visible(page), "%s: clicking again did not hide the output" % name)


@test
def the_keyboard_reveals_the_output(browser, site):
    for key, code, key_code, text in (("Enter", "Enter", 13, "\r"), (" ", "Space", 32, " ")):
        page, name = page_with_exercise(browser, site)
        # Tab reaches the control: it is in the focus order, not only clickable.
        reached = False
        for _ in range(400):
            page.key("Tab", key_code=9)
            if page.js("document.activeElement === document.querySelector(%r)" % SUMMARY):
                reached = True
                break
        expect(reached, "%s: Tab never reaches the reveal control" % name)
        outline = page.js("getComputedStyle(document.activeElement).outlineStyle")
        expect(outline not in ("none", ""), "the focused reveal control shows no outline")
        # ← and → do not step through an answer that is still hidden.
        start = page.js("%s.querySelector('li.step.current') && %s.querySelector('li.step.current').id" % (FIGURE, FIGURE))
        press(page, key, code, key_code, text)
        page.wait_for("document.querySelector(%r).parentElement.open" % SUMMARY)
        expect(answer_visible(page), "%s: %r on the control did not show the output" % (name, key))
        current = page.js("%s.querySelector('li.step.current') && %s.querySelector('li.step.current').id" % (FIGURE, FIGURE))
        expect(current == start, "the revealed exercise does not open at its last step")


@test
def a_link_to_a_step_of_a_hidden_answer_opens_it(browser, site):
    page, name = page_with_exercise(browser, site)
    step = page.js("%s.querySelector('li.step').id" % FIGURE)
    page = browser.new_page()
    page.goto(site.url(name) + "#" + step)
    page.wait_for("document.querySelector(%r).parentElement.open" % SUMMARY)
    expect(page.js("document.getElementById(%r).checkVisibility()" % step), "the linked step is not shown")


@test
def the_print_page_shows_every_answer(browser, site):
    page = browser.new_page()
    page.goto(site.url("print.html"))
    counts = page.js("""[document.querySelectorAll('details.reveal').length,
        document.querySelectorAll('details.reveal[open]').length,
        [...document.querySelectorAll('details.reveal li.step')].filter(s => !s.checkVisibility()).length]""")
    expect(counts[0] > 0, "the print page has no exercise")
    expect(counts[1] == counts[0], "%d of %d exercises are closed on the print page" % (counts[0] - counts[1], counts[0]))
    expect(counts[2] == 0, "%d steps of exercises are hidden on the print page" % counts[2])
    # A chapter page printed from the browser shows them too.
    chapter, _ = page_with_exercise(browser, site)
    chapter.js("window.dispatchEvent(new Event('beforeprint'))")
    expect(chapter.js("[...document.querySelectorAll('details.reveal')].every(d => d.open)"),
           "printing a chapter page leaves exercises closed")
    chapter.js("window.dispatchEvent(new Event('afterprint'))")
    expect(chapter.js("[...document.querySelectorAll('details.reveal')].every(d => !d.open)"),
           "after printing, the exercises stay open")
