#!/usr/bin/env python3
"""Writes a generated Folio book for the benchmark.

    generate_book.py --scenarios 200 --out DIR [--per-chapter 20] [--seed 1]
                     [--folio PATH [--cache-dir DIR]]

The book has ceil(N / per-chapter) chapters, DIR/01-gen.md, DIR/02-gen.md, ..., each
with a title, prose, and its scenarios: SwiftUI-shaped code of the kinds the real
chapters use (counters, onChange, ForEach identity, task(id:), ObservableObject,
@Observable, Equatable views, onAppear/onDisappear, text fields and toggles,
_printChanges), parametrised so that every scenario's source differs, and declaring
the same type names across scenarios of one chapter as real chapters do.

Transcripts are written with their actions only. With --folio, the book is then
settled: `folio test --update DIR` fills in the real output, and `folio test DIR`
must pass. The output depends only on the arguments.
"""

import argparse
import math
import random
import re
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

sys.dont_write_bytecode = True  # keep __pycache__ out of Tests/Bench
import folio_cli

# MARK: - Word pools

THINGS = [
    "apples", "tickets", "laps", "points", "coins", "stars", "pages", "votes", "cups", "miles",
    "notes", "bricks", "seeds", "goals", "steps", "shells", "kites", "lamps", "books", "plates",
]
TITLES = [
    "Intro", "Theme", "Bridge", "Verse", "Chorus", "Outro", "Coda", "Prelude", "Reprise",
    "Interlude", "Ballad", "Anthem",
]
CITIES = ["Oslo", "Lima", "Quito", "Perth", "Cairo", "Riga", "Porto", "Dakar", "Hanoi", "Bern", "Kyiv", "Nuuk"]
QUERIES = ["swift", "views", "state", "layout", "fonts", "colors", "charts", "maps", "lists", "forms"]
PAIRS = [
    ("home", "away"), ("wins", "losses"), ("width", "height"), ("likes", "shares"),
    ("red", "blue"), ("north", "south"), ("reads", "writes"), ("hits", "misses"),
]
FLAGS = ["compact", "muted", "pinned", "locked", "expanded", "archived", "starred", "hidden"]
ROOTS = ["Counter", "Board", "Panel", "Screen", "Dashboard", "Tracker", "Shelf", "Desk", "Station", "Card"]
FIELDS = [("Name", "name"), ("City", "city"), ("Title", "title"), ("Search", "search"), ("Email", "email")]
CHAPTER_THEMES = [
    "Counting things", "Values that change", "Rows and their identity", "Work that follows a value",
    "Objects that announce", "Observed properties", "Bodies that are skipped", "Views that come and go",
    "Fields and switches", "Asking why a body runs",
]

# MARK: - Model


@dataclass
class CodeBlock:
    """One `swift scenario=` block; `root` is written as root= when set."""

    code: str
    root: str = None


@dataclass
class Scenario:
    """A generated scenario with the prose around it, its blocks and transcripts."""

    name: str
    heading: str
    intro: str
    blocks: list
    root: str
    between: str = ""
    transcripts: list = field(default_factory=list)


# MARK: - Helpers


def type_name(word):
    """`tickets` -> `Tickets`."""
    return word[:1].upper() + word[1:]


def swift(text):
    """Dedents a Swift template and makes sure it ends with one newline."""
    return textwrap.dedent(text).strip("\n") + "\n"


def paragraph(rng, sentences, count):
    """A paragraph of `count` of the sentences, in a stable random order, wrapped at 84 columns."""
    chosen = rng.sample(sentences, min(count, len(sentences)))
    return textwrap.fill(" ".join(chosen), width=84)


def pick_root(rng):
    """The root view's name: ContentView half of the time, so chapters repeat it."""
    return "ContentView" if rng.random() < 0.5 else rng.choice(ROOTS)


def tap(title):
    """A `tap` action line."""
    return f'> tap "{title}"'


def view_types(code):
    """The names of the View types a block declares."""
    return re.findall(r"^\s*struct\s+(\w+)\s*:\s*View\b", code, flags=re.MULTILINE)


# MARK: - Scenario kinds


def counter_scenario(rng, number):
    """A @State counter with buttons, optionally printing from the action."""
    root, thing = pick_root(rng), rng.choice(THINGS)
    step, start = rng.randint(1, 5), number % 17
    loud = rng.random() < 0.5
    action = f'{thing} += {step}\n{" " * 24}print("{thing} now \\({thing})")' if loud else f"{thing} += {step}"
    code = swift(f"""
        import SwiftUI

        struct {root}: View {{
            @State private var {thing} = {start}

            var body: some View {{
                VStack {{
                    Text("{type_name(thing)}: \\({thing})")
                    Button("Add {step}") {{
                        {action}
                    }}
                    Button("Reset {thing}") {{ {thing} = {start} }}
                }}
            }}
        }}
        """)
    taps = [tap(f"Add {step}")] * rng.randint(2, 4)
    transcripts = [taps + ["> screen"]]
    if rng.random() < 0.5:
        transcripts.append([tap(f"Add {step}"), tap(f"Reset {thing}"), "> screen"])
    sentences = [
        f"The count of {thing} lives in the view's state and starts at {start}.",
        f"Each tap adds {step} and SwiftUI runs the body again with the new value.",
        "Reset writes the initial value back, and the screen shows it after the next update.",
        "Nothing else on the screen depends on the state, so only this body runs.",
    ]
    return Scenario(f"counter-{number}", f"Counting {thing} ({number})", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=transcripts)


def branches_scenario(rng, number):
    """Two counters in the branches of an if/else: structural identity."""
    root, thing = pick_root(rng), rng.choice(THINGS)
    first, second = rng.sample(CITIES, 2)
    first, second = f"{first} {number}", f"{second} {number}"
    code = swift(f"""
        import SwiftUI

        struct Tally: View {{
            let label: String
            @State private var count = 0

            var body: some View {{
                Button("\\(label) \\(count)") {{ count += 1 }}
            }}
        }}

        struct {root}: View {{
            @State private var compact = true

            var body: some View {{
                VStack {{
                    Button("Switch {thing}") {{ compact.toggle() }}
                    if compact {{
                        Tally(label: "{first}")
                    }} else {{
                        Tally(label: "{second}")
                    }}
                }}
            }}
        }}
        """)
    actions = [tap(f"{first} 0"), tap(f"{first} 1"), tap(f"Switch {thing}"), tap(f"{second} 0"),
               tap(f"Switch {thing}"), "> screen"]
    sentences = [
        "The two branches of the if hold two different views, even though they share a type.",
        "Switching the branch ends one lifetime and starts another, so the count starts again.",
        f"The label is only an input: {first} and {second} are not what tells the views apart.",
        "Position in the body is the identity here, not the value of any property.",
    ]
    return Scenario(f"branches-{number}", f"Two branches, two lifetimes ({number})", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=[actions])


def onchange_scenario(rng, number):
    """A value watched by onChange, in one of its three shapes."""
    root, thing = pick_root(rng), rng.choice(THINGS)
    step, start = rng.randint(1, 4), number % 11
    target = start + 2 * step
    shape = rng.choice(["two-values", "initial", "capture"])
    if shape == "capture":
        watcher = f"""
            .onChange(of: {thing}) {{ [{thing}] newValue in
                print("was \\({thing}), now \\(newValue)")
            }}"""
    else:
        initial = ", initial: true" if shape == "initial" else ""
        watcher = f"""
            .onChange(of: {thing}{initial}) {{ oldValue, newValue in
                print("{thing}: \\(oldValue) -> \\(newValue)")
            }}"""
    watcher = textwrap.indent(textwrap.dedent(watcher).strip("\n"), " " * 16)
    code = swift(f"""
        import SwiftUI

        struct {root}: View {{
            @State private var {thing} = {start}

            var body: some View {{
                VStack {{
                    Text("{type_name(thing)} \\({thing})")
                    Button("More {thing}") {{ {thing} += {step} }}
                    Button("Fewer {thing}") {{ {thing} -= {step} }}
                    Button("Set {target}") {{ {thing} = {target} }}
                }}
{watcher}
            }}
        }}
        """)
    actions = [tap(f"More {thing}"), tap(f"Set {target}"), tap(f"Set {target}"), tap(f"Fewer {thing}")]
    sentences = [
        "onChange compares the value at each update with the one it saw at the previous update.",
        "Assigning an equal value makes no update at all, so the closure does not run.",
        "The closure runs after the update that saw the new value has finished.",
        f"The state starts at {start} and moves by {step} with each button.",
    ]
    return Scenario(f"onchange-{number}", f"Watching {thing} ({number})", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=[actions])


def list_scenario(rng, number):
    """A ForEach over Identifiable items whose rows keep their own state, in two blocks."""
    root, counter = pick_root(rng), rng.choice(["plays", "votes", "visits", "stars"])
    titles = rng.sample(TITLES, rng.randint(3, 6))
    new_title = rng.choice(CITIES)
    first_id = number * 10
    items = "\n".join(f'{" " * 16}Item(id: {first_id + i}, title: "{title}"),' for i, title in enumerate(titles))
    row_code = swift(f"""
        import SwiftUI

        struct Item: Identifiable {{
            let id: Int
            let title: String
        }}

        struct Row: View {{
            let item: Item
            @State private var {counter} = 0

            var body: some View {{
                Button("\\(item.title): \\({counter})") {{ {counter} += 1 }}
                    .onDisappear {{ print("\\(item.title) removed") }}
            }}
        }}
        """)
    list_code = swift(f"""
        struct {root}: View {{
            @State private var items = [
{items}
            ]
            @State private var nextID = {first_id + len(titles)}

            var body: some View {{
                VStack {{
                    ForEach(items) {{ item in
                        Row(item: item)
                    }}
                    Button("Drop first") {{ items.removeFirst() }}
                    Button("Add {new_title}") {{
                        items.append(Item(id: nextID, title: "{new_title} \\(nextID)"))
                        nextID += 1
                    }}
                }}
            }}
        }}
        """)
    second = titles[1]
    actions = [tap(f"{second}: 0"), tap(f"{second}: 1"), tap("Drop first"), tap(f"Add {new_title}"), "> screen"]
    intro = [
        "Inside a ForEach each row is identified by the id of its element, not by its position.",
        f"Each row counts its own {counter} in a state of its own.",
        "Removing the first element removes exactly that row; the others keep their state.",
    ]
    between = [
        "The list itself holds the items in its state and makes new ids as it goes.",
        "A new element gets an id no other row has had, so its row starts fresh.",
    ]
    return Scenario(f"rows-{number}", f"Rows of {len(titles)} ({number})", paragraph(rng, intro, 3),
                    [CodeBlock(row_code), CodeBlock(list_code)], root, between=paragraph(rng, between, 2),
                    transcripts=[actions])


def rows_by_index_scenario(rng, number):
    """A ForEach identified by position: the state stays with the index."""
    root = pick_root(rng)
    titles = rng.sample(CITIES, rng.randint(3, 5))
    titles[0] = f"{titles[0]} {number}"
    listed = ", ".join(f'"{title}"' for title in titles)
    code = swift(f"""
        import SwiftUI

        struct Row: View {{
            let title: String
            @State private var taps = 0

            var body: some View {{
                Button("\\(title): \\(taps)") {{ taps += 1 }}
            }}
        }}

        struct {root}: View {{
            @State private var titles = [{listed}]

            var body: some View {{
                VStack {{
                    ForEach(titles.indices, id: \\.self) {{ index in
                        Row(title: titles[index])
                    }}
                    Button("Drop first") {{ titles.removeFirst() }}
                }}
            }}
        }}
        """)
    second = titles[1]
    actions = [tap(f"{second}: 0"), tap(f"{second}: 1"), tap("Drop first"), "> screen"]
    sentences = [
        "Identify rows by their index and the state stays with the position.",
        "When the first title goes, every title moves up one row, under state that stays put.",
        "The row that is really removed is the last one, whatever title it showed.",
    ]
    return Scenario(f"rows-by-index-{number}", f"Rows by position ({number})", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=[actions])


def task_scenario(rng, number):
    """A task(id:) that restarts, and is cancelled, when its id changes."""
    root = pick_root(rng)
    first, second = rng.sample(QUERIES, 2)
    millis = 100 + 10 * (number % 30)
    code = swift(f"""
        import SwiftUI

        struct {root}: View {{
            @State private var query = "{first}"
            @State private var results = ""

            var body: some View {{
                VStack {{
                    Text(results)
                    Button("Search {second}") {{ query = "{second}" }}
                }}
                .task(id: query) {{ [query] in
                    print("searching \\(query)")
                    do {{
                        try await Task.sleep(for: .milliseconds({millis}))
                        results = "results for \\(query)"
                        print("found \\(query)")
                    }} catch {{
                        print("cancelled \\(query)")
                    }}
                }}
            }}
        }}
        """)
    interrupted = [f"> wait {millis // 3}ms", tap(f"Search {second}"), f"> wait {millis}ms", "> screen"]
    left = [f"> wait {millis // 2}ms", "> unmount"]
    sentences = [
        f"The search for {first} starts when the view appears and needs {millis} ms.",
        "Changing the id cancels the running task and starts a new one.",
        "The capture list keeps the query the task started with.",
        "When the view goes away its task is cancelled too.",
    ]
    return Scenario(f"search-{number}", f"Searching for {second} ({number})", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=[interrupted, left])


def ticker_scenario(rng, number):
    """A task that loops on a sleep until the view is removed."""
    root, thing = pick_root(rng), rng.choice(THINGS)
    millis = 200 + 50 * (number % 8)
    code = swift(f"""
        import SwiftUI

        struct {root}: View {{
            @State private var ticks = 0

            var body: some View {{
                Text("{type_name(thing)} ticks: \\(ticks)")
                    .task {{
                        print("ticker {number} started")
                        while true {{
                            do {{
                                try await Task.sleep(for: .milliseconds({millis}))
                            }} catch {{
                                print("ticker stopped at \\(ticks)")
                                return
                            }}
                            ticks += 1
                        }}
                    }}
            }}
        }}
        """)
    actions = [f"> wait {millis * rng.randint(2, 4)}ms", "> screen", "> unmount"]
    sentences = [
        "A task without an id starts once, when the view appears.",
        f"It sleeps {millis} ms between ticks on the virtual clock.",
        "Removing the view cancels the task, and the sleep throws.",
    ]
    return Scenario(f"ticker-{number}", f"A ticker every {millis} ms", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=[actions])


def state_object_scenario(rng, number):
    """An ObservableObject owned with @StateObject and read by an @ObservedObject child, in two blocks."""
    root, thing = pick_root(rng), rng.choice(THINGS)
    flag = rng.choice(FLAGS)
    step = rng.randint(1, 3)
    child = type_name(thing) + "Label"
    model_code = swift(f"""
        import SwiftUI

        final class Model: ObservableObject {{
            @Published var {thing} = {number % 13}
            init() {{ print("new Model") }}
            func bump() {{ {thing} += {step} }}
        }}
        """)
    view_code = swift(f"""
        struct {child}: View {{
            @ObservedObject var model: Model

            var body: some View {{
                let _ = print("{child} body")
                Text("{type_name(thing)} \\(model.{thing})")
            }}
        }}

        struct {root}: View {{
            @StateObject private var model = Model()
            @State private var {flag} = false

            var body: some View {{
                let _ = print("{root} body")
                VStack {{
                    {child}(model: model)
                    Text({flag} ? "{flag}" : "not {flag}")
                    Button("Bump {thing}") {{ model.bump() }}
                    Button("Flip {flag}") {{ {flag}.toggle() }}
                }}
            }}
        }}
        """)
    actions = [tap(f"Bump {thing}"), tap(f"Flip {flag}"), tap(f"Bump {thing}"), "> screen"]
    intro = [
        "The model announces that it is about to change, and every view that holds it runs again.",
        "@StateObject creates the object once per lifetime, through an autoclosure.",
        "The child reads one property, but it is told about every change.",
    ]
    between = [
        "The views hold the object two ways: the parent owns it, the child only observes it.",
        "Flipping the parent's own state runs its body, and the child gets the same object again.",
    ]
    return Scenario(f"model-{number}", f"An object that announces ({number})", paragraph(rng, intro, 3),
                    [CodeBlock(model_code), CodeBlock(view_code)], root, between=paragraph(rng, between, 2),
                    transcripts=[actions])


def observable_scenario(rng, number):
    """An @Observable model whose properties are read by different child views."""
    root = pick_root(rng)
    first, second = rng.choice(PAIRS)
    step = rng.randint(1, 4)
    labels = [type_name(first) + "Label", type_name(second) + "Label"]
    children = "\n\n".join(
        swift(f"""
            struct {label}: View {{
                let model: Model

                var body: some View {{
                    let _ = print("{label} body")
                    Text("{type_name(prop)}: \\(model.{prop})")
                }}
            }}
            """)
        for label, prop in zip(labels, (first, second)))
    code = (swift(f"""
        import SwiftUI
        import Observation

        @Observable
        final class Model {{
            var {first} = {number % 7}
            var {second} = {number % 5}
            @ObservationIgnored var visits = 0
        }}
        """) + "\n" + children + "\n" + swift(f"""
        struct {root}: View {{
            @State private var model = Model()

            var body: some View {{
                let _ = print("{root} body")
                VStack {{
                    {labels[0]}(model: model)
                    {labels[1]}(model: model)
                    Button("Change {first}") {{ model.{first} += 1 }}
                    Button("Change {second}") {{ model.{second} += {step} }}
                    Button("Visit") {{ model.visits += 1 }}
                }}
            }}
        }}
        """))
    actions = [tap(f"Change {first}"), tap(f"Change {second}"), tap("Visit"), tap(f"Change {first}")]
    sentences = [
        "With the Observable macro, a body is told only about the properties it read.",
        f"Changing {first} runs the one label that shows it, and nothing else.",
        "The parent read none of the properties, so it never runs again.",
        "An ignored property invalidates nothing when it changes.",
    ]
    return Scenario(f"observable-{number}", f"Only the readers of {first} ({number})", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=[actions])


def equatable_scenario(rng, number):
    """An Equatable child view compared with its own ==, wrapped or not in .equatable()."""
    root = pick_root(rng)
    modulus, step = rng.randint(2, 4), rng.randint(1, 3)
    yes, no = rng.choice([("even", "odd"), ("on", "off"), ("full", "empty"), ("high", "low")])
    wrapped = ".equatable()" if rng.random() < 0.5 else ""
    code = swift(f"""
        import SwiftUI

        struct Badge: View, Equatable {{
            let value: Int
            @State private var highlighted = false

            var body: some View {{
                let _ = print("Badge body for \\(value)")
                Text(value.isMultiple(of: {modulus}) ? "{yes}" : "{no}")
            }}

            static func == (lhs: Badge, rhs: Badge) -> Bool {{
                lhs.value.isMultiple(of: {modulus}) == rhs.value.isMultiple(of: {modulus})
            }}
        }}

        struct {root}: View {{
            @State private var value = {number % 9}

            var body: some View {{
                VStack {{
                    Badge(value: value){wrapped}
                    Text("Value \\(value)")
                    Button("Add {step}") {{ value += {step} }}
                }}
            }}
        }}
        """)
    actions = [tap(f"Add {step}")] * rng.randint(3, 5)
    sentences = [
        "A view with a property that is not plain data is compared with its own ==.",
        f"Here two badges are equal when their values agree on being multiples of {modulus}.",
        "When the comparison says equal, the badge's body does not run.",
        "The text next to it runs with every change, as its parent does.",
    ]
    return Scenario(f"badge-{number}", f"A badge that skips its body ({number})", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=[actions])


def appear_scenario(rng, number):
    """A child shown and hidden by its parent, printing onAppear and onDisappear."""
    root, thing = pick_root(rng), rng.choice(THINGS)
    label = f"{type_name(thing)} {number}"
    code = swift(f"""
        import SwiftUI

        struct Detail: View {{
            @State private var count = 0

            var body: some View {{
                Button("{label}: \\(count)") {{ count += 1 }}
                    .onAppear {{ print("{thing} appear, count \\(count)") }}
                    .onDisappear {{ print("{thing} disappear, count \\(count)") }}
            }}
        }}

        struct {root}: View {{
            @State private var visible = true

            var body: some View {{
                VStack {{
                    Button("Toggle {thing}") {{ visible.toggle() }}
                    if visible {{
                        Detail()
                    }}
                }}
                .onAppear {{ print("{root} appear") }}
            }}
        }}
        """)
    actions = [tap(f"{label}: 0"), tap(f"{label}: 1"), tap(f"Toggle {thing}"), tap(f"Toggle {thing}"), "> screen"]
    sentences = [
        "Hiding a view ends its lifetime; showing it again starts a new one with fresh state.",
        "The child appears before its parent's onAppear runs.",
        "Its disappear callback still sees the count it had.",
    ]
    return Scenario(f"appear-{number}", f"Showing and hiding {thing} ({number})", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=[actions])


def form_scenario(rng, number):
    """A TextField and a Toggle bound to state, each watched by onChange."""
    root = pick_root(rng)
    prompt, text = rng.choice(FIELDS)
    flag = rng.choice(FLAGS)
    word = rng.choice(CITIES).lower()[:3] + str(number % 10)
    code = swift(f"""
        import SwiftUI

        struct {root}: View {{
            @State private var {text} = ""
            @State private var {flag} = false

            var body: some View {{
                VStack {{
                    TextField("{prompt}", text: ${text})
                    Toggle("{type_name(flag)}", isOn: ${flag})
                    Text("\\({text}) is \\({flag} ? "{flag}" : "not {flag}")")
                }}
                .onChange(of: {text}) {{ oldValue, newValue in
                    print("{text}: \\(newValue)")
                }}
                .onChange(of: {flag}) {{ oldValue, newValue in
                    print("{flag}: \\(newValue)")
                }}
            }}
        }}
        """)
    actions = [f'> type "{word}" into "{prompt}"', f'> toggle "{type_name(flag)}"', f'> clear "{prompt}"', "> screen"]
    sentences = [
        "Typing edits the text one character at a time, and each edit is a change.",
        "The toggle writes its binding, and onChange sees the new value at the next update.",
        "Clearing the field is one more change, to the empty string.",
    ]
    return Scenario(f"form-{number}", f"A field and a switch ({number})", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=[actions])


def print_changes_scenario(rng, number):
    """Self._printChanges() naming the state that made a body run."""
    root = pick_root(rng)
    first, second = rng.choice(PAIRS)
    step = rng.randint(1, 3)
    code = swift(f"""
        import SwiftUI

        struct {root}: View {{
            @State private var {first} = {number % 6}
            @State private var {second} = 0

            var body: some View {{
                let _ = Self._printChanges()
                VStack {{
                    Text("\\({first}) : \\({second})")
                    Button("More {first}") {{ {first} += 1 }}
                    Button("More {second}") {{ {second} += {step} }}
                }}
            }}
        }}
        """)
    actions = [tap(f"More {first}"), tap(f"More {second}"), tap(f"More {first}")]
    sentences = [
        "Self._printChanges() prints why the body is running.",
        "The first run reports the view itself, its new identity and each state property, all new.",
        "Later runs name the state property that changed, with its underscore.",
    ]
    return Scenario(f"why-{number}", f"Why the body ran ({number})", paragraph(rng, sentences, 3),
                    [CodeBlock(code)], root, transcripts=[actions])


#: Every kind, in the order scenarios cycle through them.
KINDS = [
    counter_scenario, onchange_scenario, list_scenario, task_scenario, state_object_scenario,
    observable_scenario, equatable_scenario, appear_scenario, branches_scenario, form_scenario,
    rows_by_index_scenario, print_changes_scenario, ticker_scenario,
]

# MARK: - Book


#: How many times a scenario's details are drawn again when they repeat an earlier one's.
DRAWS_PER_SCENARIO = 100


def make_scenario(seed, number, draw=0):
    """Scenario `number` (1-based): its kind cycles through KINDS, its details come from
    the seed (and `draw`, the how-manieth try for details no earlier scenario has)."""
    rng = random.Random(seed * 1_000_003 + number + draw * 7_919_000_003)
    return KINDS[(number - 1) % len(KINDS)](rng, number)


def source_of(scenario):
    """A scenario's code, all blocks together."""
    return "".join(block.code for block in scenario.blocks)


def make_scenarios(seed, count):
    """Scenarios 1 to `count`, each drawn again while its code repeats an earlier one's:
    a kind's details have a few hundred combinations, so a book of 1,000 repeats some on
    the first draw (a book of 200 does not, and is as it was)."""
    scenarios, sources = [], set()
    for number in range(1, count + 1):
        for draw in range(DRAWS_PER_SCENARIO):
            scenario = make_scenario(seed, number, draw)
            if source_of(scenario) not in sources:
                break
        sources.add(source_of(scenario))
        scenarios.append(scenario)
    return scenarios


def fence(info, body):
    """A fenced code block with its info string."""
    return f"```{info}\n{body.rstrip(chr(10))}\n```\n"


def render_scenario(scenario):
    """The Markdown of one scenario: heading, prose, code blocks, transcripts."""
    declares_several = sum(len(view_types(block.code)) for block in scenario.blocks) > 1
    parts = [f"## {scenario.heading}\n", scenario.intro + "\n"]
    for index, block in enumerate(scenario.blocks):
        if index > 0 and scenario.between:
            parts.append(scenario.between + "\n")
        info = f"swift scenario={scenario.name}"
        if declares_several and scenario.root in view_types(block.code):
            info += f" root={scenario.root}"
        parts.append(fence(info, block.code))
    for index, actions in enumerate(scenario.transcripts):
        parts.append("Run it:\n" if index == 0 else "From a fresh mount again:\n")
        parts.append(fence(f"transcript scenario={scenario.name}", "\n".join(actions)))
    return "\n".join(parts)


def render_chapter(seed, chapter_number, scenarios):
    """The Markdown of one chapter: a title, an opening paragraph, then its scenarios."""
    rng = random.Random(seed * 7_919 + chapter_number)
    theme = CHAPTER_THEMES[(chapter_number - 1) % len(CHAPTER_THEMES)]
    opening = paragraph(rng, [
        "This chapter is generated for the benchmark, and every example in it runs.",
        f"It has {len(scenarios)} scenarios, each compiled on its own like a small app.",
        "Several of them declare the same type names, as the chapters of a real book do.",
        "The transcripts record what the engine printed when the book was settled.",
    ], 4)
    return f"# {theme} (generated {chapter_number})\n\n{opening}\n\n" + "\n".join(
        render_scenario(scenario) for scenario in scenarios)


def chapter_path(out, chapter_number):
    """`OUT/NN-gen.md`."""
    return Path(out) / f"{chapter_number:02d}-gen.md"


def write_book(out, scenario_count, per_chapter=20, seed=1):
    """Writes the chapters into `out` (removing generated chapters left from an earlier run); returns their paths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    for stale in out.glob("*-gen.md"):
        stale.unlink()
    scenarios = make_scenarios(seed, scenario_count)
    assert_distinct_sources(scenarios)
    paths = []
    for chapter_index in range(math.ceil(scenario_count / per_chapter)):
        chunk = scenarios[chapter_index * per_chapter:(chapter_index + 1) * per_chapter]
        path = chapter_path(out, chapter_index + 1)
        path.write_text(render_chapter(seed, chapter_index + 1, chunk), encoding="utf-8")
        paths.append(path)
    return paths


def assert_distinct_sources(scenarios):
    """Fails when two scenarios have the same code: each must be a compilation of its own."""
    seen = {}
    for scenario in scenarios:
        source = source_of(scenario)
        if source in seen:
            raise AssertionError(f"scenarios {seen[source]} and {scenario.name} have the same source")
        seen[source] = scenario.name


def settle_transcripts(folio, book, cache_dir=None):
    """Fills in the transcripts with `folio test --update`, then checks that `folio test` passes.

    Raises folio_cli.CommandFailed when the check still fails.
    """
    try:
        folio_cli.run(folio.test([book], cache_dir, update=True))
    except folio_cli.CommandFailed:
        pass  # disagreeing transcripts were rewritten; the check below says whether that was all
    folio_cli.run(folio.test([book], cache_dir))


def parse_arguments(argv):
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenarios", type=int, default=200, help="how many scenarios (default 200)")
    parser.add_argument("--out", required=True, help="the folder the chapters are written to")
    parser.add_argument("--per-chapter", type=int, default=20, help="scenarios per chapter (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="varies the details (default 1)")
    parser.add_argument("--folio", help="a folio executable: settle the transcripts with it")
    parser.add_argument("--cache-dir", help="passed to folio as --cache-dir while settling")
    arguments = parser.parse_args(argv)
    if arguments.scenarios < 1 or arguments.per_chapter < 1:
        parser.error("--scenarios and --per-chapter must be positive")
    return arguments


def main(argv=None):
    """Writes the book, and settles it when --folio is given."""
    arguments = parse_arguments(argv)
    paths = write_book(arguments.out, arguments.scenarios, arguments.per_chapter, arguments.seed)
    print(f"wrote {arguments.scenarios} scenarios in {len(paths)} chapters to {arguments.out}")
    if arguments.folio:
        try:
            settle_transcripts(folio_cli.Folio(arguments.folio), arguments.out, arguments.cache_dir)
        except folio_cli.CommandFailed as error:
            print(f"error: the generated book does not pass folio test after --update: {error}", file=sys.stderr)
            return 1
        print(f"settled the transcripts: folio test {arguments.out} passes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
