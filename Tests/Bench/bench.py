#!/usr/bin/env python3
"""Times folio against the goals of its compile strategy and cache (`make bench`).

    bench.py --folio PATH --book chapters --generated 200 --generated-large 1000 --runs 3 --engine-bench PATH

Measures the real book and a generated book of N scenarios (each figure the median of
--runs runs), floor and cold on a larger generated book, the balance of two shards,
the run stage's CPU per transcript, then the engine benchmark, and prints one line per
book, the scale, shard, run-stage and engine lines, a goals line and, last, the
summary line `bench: cold_over_floor=R naive_over_cold=R … run_over_exec=R` (for the
books' figures, the worse book). All scratch goes to .build/bench/. Exits 0 when every
figure was measured, whether or not the goals are met; 1 otherwise. See
Tests/Bench/README.md for what each figure means.

    bench.py --compare before=FOLIO --compare after=FOLIO --book DIR --runs N

times two folio builds in turns on one book instead (compare.py).
"""

import argparse
import json
import re
import shutil
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.dont_write_bytecode = True  # keep __pycache__ out of Tests/Bench
import folio_cli
import generate_book
import run_stage
import shard_balance

REPO = Path(__file__).resolve().parents[2]
SCRATCH = REPO / ".build" / "bench"
#: Seconds one scenario executable may run in the naive build before it counts as failed.
SCENARIO_TIMEOUT = 60
#: The figures measured for each book, in the order they are printed.
BOOK_FIGURES = ["floor_s", "cold_s", "naive_s", "noop_s", "prose_edit_s", "scenario_edit_s", "module_s"]
#: The figures measured for a large book: compiling and checking it cold, nothing else.
LARGE_BOOK_FIGURES = ["floor_s", "cold_s"]


class NotMeasurable(Exception):
    """A figure cannot be measured with this folio (a missing subcommand or option)."""


# MARK: - folio sources


@dataclass
class ScenarioSources:
    """One scenario's folder written by `folio sources`."""

    folder: Path
    naive_args: list
    naive_exe: str
    module_args: list
    requests: list
    chapter: str
    name: str
    edit_line: int


@dataclass
class BookSources:
    """What `folio sources BOOK --out DIR` wrote: the compiler, the floor's arguments, the scenarios."""

    swiftc: str
    floor_args: list
    scenarios: list


def read_arguments(path):
    """The arguments of an .args file: one per line, no quoting."""
    return [line for line in Path(path).read_text(encoding="utf-8").splitlines() if line != ""]


def load_scenario(folder):
    """Reads one `scenarios/NNN/` folder."""
    info = json.loads((folder / "info.json").read_text(encoding="utf-8"))
    return ScenarioSources(
        folder=folder,
        naive_args=read_arguments(folder / "naive.args"),
        naive_exe=(folder / "naive.exe").read_text(encoding="utf-8").strip(),
        module_args=read_arguments(folder / "module.args"),
        requests=sorted((folder / "requests").glob("*.json")),
        chapter=info["chapter"],
        name=info["name"],
        edit_line=int(info["editLine"]),
    )


def compiled_in_full(arguments):
    """`arguments` (a swiftc command line), after removing the object file they write
    (the path after `-o`): swift-frontend skips LLVM's optimisation and code generation
    when the object it is to write is already there with the same module hash (IRGen's
    `needsRecompile`, lib/IRGen/IRGen.cpp), so every run after a first one would time a
    compile that stops at LLVM IR: the real book's floor took 3.1-3.9 s so against
    5.3-6.2 s in full (24 November, in turns). A cold check writes each object anew."""
    if "-o" in arguments[:-1]:
        Path(arguments[arguments.index("-o") + 1]).unlink(missing_ok=True)
    return arguments


def load_sources(out):
    """Reads the folder `folio sources` wrote."""
    scenarios = [load_scenario(folder) for folder in sorted((out / "scenarios").iterdir()) if folder.is_dir()]
    if not scenarios:
        raise NotMeasurable(f"folio sources wrote no scenario folders to {out}/scenarios")
    return BookSources(
        swiftc=(out / "swiftc").read_text(encoding="utf-8").strip(),
        floor_args=read_arguments(out / "floor.args"),
        scenarios=scenarios,
    )


# MARK: - Edits of a copy of the book


FENCE_OPENING = re.compile(r"^ {0,3}(`{3,}|~{3,})")
PLAIN_PROSE = re.compile(r"[A-Za-z][A-Za-z0-9 ,.;:'()!?-]*")
SETEXT_UNDERLINE = re.compile(r"^ {0,3}(=+|-+)\s*$")
EDITABLE_WORD = re.compile(r"\b[A-Za-z]{4,}\b")


def prose_line_indexes(lines):
    """Indexes of the lines that are plain paragraph text.

    Outside fenced blocks (code and transcripts), not a heading, list item, table,
    quote or indented code, with no inline markup, and with a word to change.
    """
    indexes, fence = [], None
    for index, line in enumerate(lines):
        text = line.rstrip("\r\n")
        if fence is not None:
            if re.fullmatch(rf" {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}\s*", text):
                fence = None
            continue
        opening = FENCE_OPENING.match(text)
        if opening:
            fence = opening.group(1)
            continue
        next_line = lines[index + 1] if index + 1 < len(lines) else ""
        if PLAIN_PROSE.fullmatch(text) and EDITABLE_WORD.search(text) and not SETEXT_UNDERLINE.match(next_line):
            indexes.append(index)
    return indexes


def spread(run, runs, count):
    """The item for run `run` of `runs` among `count`: evenly spaced, a different one per run."""
    return (run * count // runs + count // (2 * runs)) % count


def read_lines(path):
    """A file's lines with their line endings."""
    return path.read_text(encoding="utf-8").splitlines(keepends=True)


def write_lines(path, lines):
    """Writes lines back as they are."""
    path.write_text("".join(lines), encoding="utf-8")


def edit_prose(copy, run, runs):
    """Changes one word of a paragraph line of the copy, a different line and word per run; returns where."""
    candidates = [(path, index) for path in sorted(copy.glob("*.md"))
                  for index in prose_line_indexes(read_lines(path))]
    if not candidates:
        raise NotMeasurable(f"no paragraph line to edit in {copy}")
    path, index = candidates[spread(run, runs, len(candidates))]
    lines = read_lines(path)
    lines[index] = EDITABLE_WORD.sub(f"edited{run + 1}", lines[index], count=1)
    write_lines(path, lines)
    return f"{path.name}:{index + 1}"


def append_to_line(path, line_number, text):
    """Appends text to a 1-based line, before its line ending."""
    lines = read_lines(path)
    line = lines[line_number - 1]
    body = line.rstrip("\r\n")
    lines[line_number - 1] = body + text + line[len(body):]
    write_lines(path, lines)


def chapter_in_copy(book, copy, chapter):
    """The copy's file for a chapter path of the book (relative to the working folder or absolute)."""
    return copy / Path(chapter).resolve().relative_to(book.resolve())


def fresh_copy(book, copy):
    """Replaces `copy` with a copy of the book's folder."""
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(book, copy)


# MARK: - Measuring


def median_of(runs, label, once):
    """Runs `once(run)` `runs` times, printing each time it returns; returns the median."""
    times = []
    for run in range(runs):
        seconds = once(run)
        print(f"  {label} {run + 1}/{runs}: {seconds:.2f} s", flush=True)
        times.append(seconds)
    return statistics.median(times)


@dataclass
class Book:
    """A book under test and its scratch folders under .build/bench/."""

    label: str
    path: Path
    scratch: Path

    @property
    def copy(self):
        """The copy edits are made in."""
        return self.scratch / "copy"

    @property
    def cold_cache(self):
        """The cache folder emptied before each cold run."""
        return self.scratch / "cold-cache"

    @property
    def scale_cache(self):
        """The cache folder emptied before each cold run beside the large book."""
        return self.scratch / "scale-cache"

    @property
    def warm_cache(self):
        """The cache folder of the warm runs."""
        return self.scratch / "warm-cache"

    @property
    def site(self):
        """Where the warm runs build the site."""
        return self.scratch / "site"

    @property
    def sources(self):
        """Where `folio sources` writes."""
        return self.scratch / "sources"


class Bench:
    """Measures the figures of books with one folio, recording what could not be measured."""

    def __init__(self, folio, runs):
        """Remembers folio, the run count, and which parts of the contract folio offers."""
        self.folio = folio
        self.runs = runs
        self.has_cache_dir = folio.has_cache_dir()
        self.has_sources = folio.has_sources()
        self.unmeasured = []

    def require(self, cache_dir=False, sources=False):
        """Raises NotMeasurable when folio lacks what a measurement needs."""
        if cache_dir and not self.has_cache_dir:
            raise NotMeasurable("`folio test` has no --cache-dir option yet")
        if sources and not self.has_sources:
            raise NotMeasurable("folio has no `sources` subcommand yet")

    def attempt(self, what, measure):
        """Calls `measure()`; on failure prints why, records it and returns None."""
        try:
            return measure()
        except (NotMeasurable, folio_cli.CommandFailed, OSError, ValueError, KeyError) as error:
            print(f"cannot measure {what}: {error}", flush=True)
            self.unmeasured.append(what)
            return None

    # MARK: Books

    def measure_book(self, book, large=False, beside=None):
        """Every figure of one book (only floor and cold for a large one), None where
        it could not be measured; `scenarios` is how many it has. A large book's cold
        checks each run beside one of the book `beside` (the small generated book):
        `scale_turns` holds each pair."""
        print(f"== book {book.label} ({book.path})", flush=True)
        figures = dict.fromkeys(LARGE_BOOK_FIGURES if large else BOOK_FIGURES)
        sources = self.attempt(f"{book.label}: folio sources", lambda: self.write_sources(book))
        if sources is not None:
            figures["scenarios"] = len(sources.scenarios)
            both = self.attempt(f"{book.label} floor_s and cold_s",
                                lambda: self.floor_and_cold(book, sources, beside if large else None))
            if both is not None:
                figures["floor_s"], figures["cold_s"], turns = both
                if turns:
                    figures["scale_turns"] = turns
        if large:
            return figures
        if sources is not None:
            figures["naive_s"] = self.attempt(f"{book.label} naive_s", lambda: self.naive(sources))
        warm = self.attempt(f"{book.label}: a warm cache", lambda: self.warm_up(book))
        if warm is not None:
            figures["noop_s"] = self.attempt(f"{book.label} noop_s", lambda: self.noop(book))
            figures["prose_edit_s"] = self.attempt(f"{book.label} prose_edit_s", lambda: self.prose_edits(book))
            if sources is not None:
                edits = self.attempt(f"{book.label} scenario_edit_s", lambda: self.scenario_edits(book, sources))
                if edits is not None:
                    figures["scenario_edit_s"], figures["module_s"] = edits
        return figures

    def write_sources(self, book):
        """Runs `folio sources` into a fresh folder and reads what it wrote."""
        self.require(sources=True)
        print(f"folio sources {book.path}", flush=True)
        shutil.rmtree(book.sources, ignore_errors=True)
        folio_cli.run(self.folio.sources(book.path, book.sources))
        return load_sources(book.sources)

    def floor_and_cold(self, book, sources, beside=None):
        """The floor (one swiftc compiling every scenario of the book as one module) and
        a cold check (`folio test` with an empty cache folder), measured in turns, so
        that the machine's speed drifting during the bench weighs on both alike: their
        medians, and the turns of the scale comparison (none without `beside`).

        With `beside`, each cold check is followed by one of that book in an empty cache
        of its own: `scale_cost_ratio` compares the two of one turn, not two books
        measured minutes apart (25 November: this book's three colds took 37-48 s)."""
        self.require(cache_dir=True)
        print("floor: one swiftc for the whole book; cold: folio test with an empty cache (in turns)"
              + (f"; then {beside.label} cold" if beside else ""), flush=True)
        floors, colds, turns = [], [], []
        for run in range(self.runs):
            floors.append(folio_cli.run([sources.swiftc, *compiled_in_full(sources.floor_args)])[0])
            colds.append(self.cold(book))
            line = f"  {run + 1}/{self.runs}: floor {floors[-1]:.2f} s, cold {colds[-1]:.2f} s"
            if beside:
                turns.append(ScaleTurn(large_cold_s=colds[-1], small_cold_s=self.cold(beside, beside.scale_cache)))
                line += f", {beside.label} cold {turns[-1].small_cold_s:.2f} s"
            print(line, flush=True)
        return statistics.median(floors), statistics.median(colds), turns

    def cold(self, book, cache=None):
        """Seconds of `folio test` on the book with an empty cache folder (its cold
        cache unless another is given)."""
        cache = cache or book.cold_cache
        shutil.rmtree(cache, ignore_errors=True)
        return folio_cli.run(self.folio.test([book.path], cache))[0]

    def naive(self, sources):
        """Each scenario built as its own executable, then run once per transcript, one after the other."""
        print(f"naive: swiftc and run, {len(sources.scenarios)} scenarios one by one", flush=True)

        def once(run):
            start = time.perf_counter()
            for scenario in sources.scenarios:
                folio_cli.run([sources.swiftc, *scenario.naive_args])
                for request in scenario.requests:
                    folio_cli.run([scenario.naive_exe], timeout=SCENARIO_TIMEOUT, stdin=request)
            return time.perf_counter() - start

        return median_of(self.runs, "naive", once)

    def warm_up(self, book):
        """A fresh copy of the book, checked once into an empty warm cache, and its site built once."""
        self.require(cache_dir=True)
        print("warm: folio test and folio build once on a copy", flush=True)
        fresh_copy(book.path, book.copy)
        shutil.rmtree(book.warm_cache, ignore_errors=True)
        shutil.rmtree(book.site, ignore_errors=True)
        folio_cli.run(self.folio.test([book.copy], book.warm_cache))
        folio_cli.run(self.folio.build(book.copy, book.site, book.warm_cache))
        return True

    def noop(self, book):
        """`folio test` again with a warm cache and nothing changed."""
        print("noop: folio test, nothing changed", flush=True)
        return median_of(
            self.runs, "noop", lambda run: folio_cli.run(self.folio.test([book.copy], book.warm_cache))[0])

    def prose_edits(self, book):
        """`folio build` after changing one word of a paragraph, a different one each run."""
        print("prose edit: change a word of a paragraph, then folio build", flush=True)

        def once(run):
            where = edit_prose(book.copy, run, self.runs)
            print(f"  edited {where}", flush=True)
            return folio_cli.run(self.folio.build(book.copy, book.site, book.warm_cache))[0]

        return median_of(self.runs, "prose edit", once)

    def scenario_edits(self, book, sources):
        """`folio test` after a comment is appended to a scenario, and swiftc for that scenario alone.

        Returns (median folio seconds, median swiftc seconds), a different scenario per run.
        """
        print("scenario edit: append a comment to one scenario, then folio test", flush=True)
        module_times = []

        def once(run):
            scenario = sources.scenarios[spread(run, self.runs, len(sources.scenarios))]
            module_seconds = folio_cli.run([sources.swiftc, *compiled_in_full(scenario.module_args)])[0]
            module_times.append(module_seconds)
            chapter = chapter_in_copy(book.path, book.copy, scenario.chapter)
            append_to_line(chapter, scenario.edit_line, f" // edit {run + 1}")
            print(f"  edited scenario {scenario.name} at {chapter.name}:{scenario.edit_line}; "
                  f"swiftc alone {module_seconds:.2f} s", flush=True)
            return folio_cli.run(self.folio.test([book.copy], book.warm_cache))[0]

        edit_seconds = median_of(self.runs, "scenario edit", once)
        return edit_seconds, statistics.median(module_times)

    # MARK: The generated book and the engine

    def restored_cache(self, book):
        """restored_cache_compiles: the book's warm cache, carried as CI's cache step
        would to a fresh clone of this commit at another path with its own release build
        of folio and the engine, then `folio test` there: how many checks compiled
        (`timing.compileSeconds` above 0 in `--json`); 0 when the cache travels. Also
        the checks not served from the cache at all."""
        self.require(cache_dir=True)
        elsewhere = SCRATCH / "elsewhere"
        clone = elsewhere / "folio-clone"
        print(f"restored cache: cloning HEAD into {clone} and building it there (release)", flush=True)
        shutil.rmtree(elsewhere, ignore_errors=True)
        elsewhere.mkdir(parents=True)
        folio_cli.run(["git", "clone", "--quiet", "--no-hardlinks", REPO, clone])
        folio_cli.run(["swift", "build", "-c", "release"], cwd=clone)
        folio_cli.run([clone / "Scripts" / "engine-identity.sh", clone / ".build" / "release", "release"], cwd=clone)
        restored = elsewhere / "restored-cache"
        shutil.copytree(book.warm_cache, restored)
        chapters = book.path.resolve()
        if chapters.is_relative_to(REPO):
            chapters = clone / chapters.relative_to(REPO)
        results = elsewhere / "results.json"
        test = folio_cli.Folio(clone / ".build" / "release" / "folio").test([chapters], restored)
        folio_cli.run([*test, "--json", results])
        checks = json.loads(results.read_text())["checks"]
        compiles = sum(1 for check in checks if check["timing"]["compileSeconds"] > 0)
        uncached = sum(1 for check in checks if not check["timing"]["cached"])
        line = f"restored: restored_cache_compiles={compiles} restored_cache_uncached={uncached} checks={len(checks)}"
        print(line, flush=True)
        return line, compiles

    def generated_book(self, count):
        """Writes the generated book of `count` scenarios and settles its transcripts with folio."""
        scratch = SCRATCH / f"generated-{count}"
        book = Book(f"generated {count}", scratch / "book", scratch)
        self.require(cache_dir=True)
        print(f"generating {count} scenarios into {book.path} and settling their transcripts", flush=True)
        shutil.rmtree(book.path, ignore_errors=True)
        generate_book.write_book(book.path, count)
        settle_cache = scratch / "settle-cache"
        shutil.rmtree(settle_cache, ignore_errors=True)
        generate_book.settle_transcripts(self.folio, book.path, settle_cache)
        return book

    def engine(self, executable):
        """The engine benchmark's last line and its key=value fields: the 10,000-row
        list, then one row's update and one tap at 1,000 and at 100,000 rows, whose
        ratios are `row_update_scale` and `tap_scale` (neither may cost more in a
        longer list). The two lengths are timed in turns, `runs` times each, and each
        figure is the median: one run each gave 1.7 on a moment's noise (24 November)
        where five in turns gave 1.0."""
        if executable is None:
            raise NotMeasurable("no --engine-bench given")
        print(f"engine: {executable}", flush=True)
        last, fields = self.engine_run(executable, [])
        smalls, larges = [], []
        for _ in range(self.runs):
            smalls.append(self.engine_run(executable, ["--rows", str(SCALE_ROWS[0])])[1])
            larges.append(self.engine_run(executable, ["--rows", str(SCALE_ROWS[1])])[1])
        for figure, scale in (("row_update_us", "row_update_scale"), ("tap_us", "tap_scale")):
            small = statistics.median(float(run[figure]) for run in smalls)
            large = statistics.median(float(run[figure]) for run in larges)
            fields[scale] = round(large / small, 2)
            last += f" {figure}_1k={small:g} {figure}_100k={large:g} {scale}={fields[scale]}"
        return last, fields

    @staticmethod
    def engine_run(executable, arguments):
        """One run of the engine benchmark: its last line and its key=value fields."""
        output = folio_cli.run([Path(executable).resolve()] + arguments)[1]
        lines = [line for line in output.splitlines() if line.strip()]
        last = lines[-1] if lines else ""
        if not last.startswith("engine:"):
            raise NotMeasurable(f"its last line is not an `engine:` line: {last!r}")
        fields = dict(pair.split("=", 1) for pair in last.split()[1:] if "=" in pair)
        int(fields["row_update_bodies"])  # must be there, and a number
        float(fields["row_update_us"])
        float(fields["tap_us"])
        return last, fields


# MARK: - Goals and the summary


@dataclass(frozen=True)
class Goal:
    """A summary figure of a book (a figure or a ratio of two) and the bound it should meet."""

    name: str
    numerator: str
    denominator: str = None
    at_most: float = None
    at_least: float = None

    def value(self, figures):
        """This figure for one book, None when a part is missing."""
        top = figures.get(self.numerator)
        if self.denominator is None or top is None:
            return top
        bottom = figures.get(self.denominator)
        return None if not bottom else top / bottom

    def worst(self, books):
        """The worse value over the books that measure it (a large book measures floor
        and cold only): the largest for an upper bound, the smallest for a lower one."""
        books = [figures for figures in books
                 if self.numerator in figures and (self.denominator is None or self.denominator in figures)]
        values = [self.value(figures) for figures in books]
        if not values or any(value is None for value in values):
            return None
        return max(values) if self.at_most is not None else min(values)

    def missed(self, value):
        """Why a value misses the goal, or None when it meets it."""
        if value is None:
            return f"{self.name} (not measured)"
        if self.at_most is not None and value > self.at_most:
            return f"{self.name}={value:.2f} > {self.at_most}"
        if self.at_least is not None and value < self.at_least:
            return f"{self.name}={value:.2f} < {self.at_least}"
        return None


GOALS = [
    Goal("cold_over_floor", "cold_s", "floor_s", at_most=1.2),
    Goal("naive_over_cold", "naive_s", "cold_s", at_least=3),
    Goal("noop_s", "noop_s", at_most=0.5),
    Goal("prose_edit_s", "prose_edit_s", at_most=1.0),
    Goal("scenario_edit_over_module", "scenario_edit_s", "module_s", at_most=1.5),
]


def number(value):
    """Two decimals, or n/a."""
    return "n/a" if value is None else f"{value:.2f}"


def per_scenario(figures):
    """Seconds of a cold check per scenario, None when unknown."""
    cold, count = figures.get("cold_s"), figures.get("scenarios")
    return None if cold is None or not count else cold / count


def book_line(label, figures):
    """`book LABEL: floor_s=... module_s=... cold_over_floor=... cold_s_per_scenario=...`
    (a large book's line has floor and cold only)."""
    names = [name for name in BOOK_FIGURES if name in figures]
    line = f"book {label}: " + " ".join(f"{name}={number(figures[name])}" for name in names)
    return (line + f" cold_over_floor={number(GOALS[0].value(figures))}"
            + f" cold_s_per_scenario={seconds_per_scenario(figures)}")


def seconds_per_scenario(figures):
    """`per_scenario` with four decimals, or n/a."""
    cost = per_scenario(figures)
    return "n/a" if cost is None else f"{cost:.4f}"


@dataclass(frozen=True)
class ScaleTurn:
    """One turn of the scale comparison: the large generated book checked cold, then
    the small one, each from an empty cache."""

    large_cold_s: float
    small_cold_s: float

    def ratio(self, small_count, large_count):
        """The large book's cost per scenario over the small one's in this turn."""
        return (self.large_cold_s / large_count) / (self.small_cold_s / small_count)


def scale_cost_ratio(small_count, large_count, turns):
    """A cold check's cost per scenario in the large generated book over the small
    one's: the median of the turns' ratios, None without turns or counts."""
    if not turns or not small_count or not large_count or any(turn.small_cold_s <= 0 for turn in turns):
        return None
    return statistics.median(turn.ratio(small_count, large_count) for turn in turns)


def scale_line(small_count, large_count, turns):
    """`scale: cold_s_per_scenario_N=… cold_s_per_scenario_M=… turns=R,R,R scale_cost_ratio=R`,
    each cost per scenario the median over the turns."""
    ratio = scale_cost_ratio(small_count, large_count, turns)
    if ratio is None:
        return "scale: scale_cost_ratio=n/a", None
    costs = " ".join(
        f"cold_s_per_scenario_{count}={statistics.median(seconds) / count:.4f}"
        for count, seconds in ((small_count, [turn.small_cold_s for turn in turns]),
                               (large_count, [turn.large_cold_s for turn in turns])))
    ratios = ",".join(f"{turn.ratio(small_count, large_count):.2f}" for turn in turns)
    return f"scale: {costs} turns={ratios} scale_cost_ratio={ratio:.2f}", ratio


# The list lengths whose row updates and taps are compared, and how much more the longer may cost.
SCALE_ROWS = (1_000, 100_000)
ROW_UPDATE_SCALE_GOAL = 1.2
TAP_SCALE_GOAL = 1.2

#: Goals on figures of the whole run rather than of one book; each is left out of the
#: goals and the summary when its part was not asked for.
RUN_GOALS = [
    Goal("scale_cost_ratio", "scale_cost_ratio", at_most=1.1),
    Goal("shard_balance", "shard_balance", at_most=1.2),
    Goal("run_over_exec", "run_over_exec", at_most=0.5),
]
#: The run's figures in the summary, in order: the goals' and the run stage's times.
RUN_FIGURES = ["scale_cost_ratio", "shard_balance", "run_ms_per_transcript", "run_ms_per_transcript_exec",
               "run_over_exec"]


def engine_missed(engine):
    """Why the engine misses its goals (row_update_bodies == 1, row_update_scale and
    tap_scale at most 1.2), or None. `engine` is 0 when it was not asked for."""
    if engine == 0:
        return None
    if engine is None:
        return "row_update_bodies (not measured)"
    bodies = engine[1]["row_update_bodies"]
    missed = [] if int(bodies) == 1 else [f"row_update_bodies={bodies} != 1"]
    for name, goal in (("row_update_scale", ROW_UPDATE_SCALE_GOAL), ("tap_scale", TAP_SCALE_GOAL)):
        if engine[1][name] > goal:
            missed.append(f"{name}={engine[1][name]} > {goal}")
    return ", ".join(missed) or None


def restored_missed(restored):
    """Why a restored cache misses its goal (restored_cache_compiles == 0), or None.
    `restored` is 0 when it was not asked for."""
    if restored == 0:
        return None
    if restored is None:
        return "restored_cache_compiles (not measured)"
    return None if restored[1] == 0 else f"restored_cache_compiles={restored[1]} != 0"


def goals_line(worst, engine, restored, run_figures):
    """`goals: met` or `goals missed: ...`."""
    missed = [goal.missed(worst[goal.name]) for goal in GOALS if goal.name in worst]
    missed += [engine_missed(engine), restored_missed(restored)]
    missed += [goal.missed(run_figures[goal.name]) for goal in RUN_GOALS if goal.name in run_figures]
    missed = [reason for reason in missed if reason]
    return "goals: met" if not missed else "goals missed: " + ", ".join(missed)


def summary_line(worst, engine, restored, asked, run_figures):
    """The last line: each book goal's figure, the worse of the books, the engine's
    scales, the run's figures, and the restored cache's, each when its part was asked
    for (`worst` holds only the goals of the books measured; `engine` is 0 when not asked)."""
    line = "bench:" + "".join(f" {goal.name}={number(worst[goal.name])}" for goal in GOALS if goal.name in worst)
    for name in ("row_update_scale", "tap_scale") if engine != 0 else ():
        line += f" {name}={engine[1][name] if engine else 'n/a'}"
    line += "".join(f" {name}={number(run_figures[name])}" for name in RUN_FIGURES if name in run_figures)
    if asked:
        line += f" restored_cache_compiles={restored[1] if restored else 'n/a'}"
    return line


# MARK: - Command line

#: What a run measures; `--parts` picks some.
PARTS = ["books", "large", "shards", "run-stage", "engine"]


def parse_arguments(argv):
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folio", required=True, help="the folio executable to measure (a release build)")
    parser.add_argument("--book", default="chapters", help="the real book's folder (default chapters)")
    parser.add_argument("--generated", type=int, default=200,
                        help="scenarios in the generated book (default 200; 0 for none)")
    parser.add_argument("--generated-large", type=int, default=0,
                        help="scenarios in the large generated book, floor and cold only (default 0: none)")
    parser.add_argument("--runs", type=int, default=3, help="runs per figure, the median is kept (default 3)")
    parser.add_argument("--engine-bench", help="the viewgraph-bench executable")
    parser.add_argument("--restored-cache", action="store_true",
                        help="also clone HEAD elsewhere, build it, and check the book there with the warm cache")
    parser.add_argument("--parts", default=",".join(PARTS),
                        help=f"what to measure, comma-separated among {','.join(PARTS)} (default all)")
    arguments = parser.parse_args(argv)
    if arguments.runs < 1 or arguments.generated < 0 or arguments.generated_large < 0:
        parser.error("--runs must be positive and --generated and --generated-large not negative")
    arguments.parts = set(arguments.parts.split(","))
    if not arguments.parts <= set(PARTS):
        parser.error(f"--parts takes {', '.join(PARTS)}; not {', '.join(sorted(arguments.parts - set(PARTS)))}")
    return arguments


def slug(text):
    """A folder name for a label."""
    return re.sub(r"[^A-Za-z0-9-]+", "-", text).strip("-") or "book"


def generated_books(bench, arguments):
    """The generated books asked for, small then large, as (book, large); a book that
    could not be generated has no path."""
    wanted = []
    if arguments.generated and arguments.parts & {"books", "shards"}:
        wanted.append((arguments.generated, False))
    if arguments.generated_large and arguments.parts & {"large", "shards"}:
        wanted.append((arguments.generated_large, True))
    books = []
    for count, large in wanted:
        book = bench.attempt(f"generated {count}", lambda count=count: bench.generated_book(count))
        books.append((book or Book(f"generated {count}", None, None), large))
    return books


def run_figures(bench, arguments, real, generated, results):
    """The figures of the whole run that its parts asked for: scale_cost_ratio (both
    generated books measured), shard_balance (on the large generated book if there is
    one) and the run stage's on the real book."""
    figures = {}
    by_count = {book.label: figures_of for book, figures_of in results}
    small = next((book for book, large in generated if not large), None)
    large = next((book for book, large in generated if large), None)
    if small and large and {"books", "large"} <= arguments.parts:
        small_figures, large_figures = by_count.get(small.label, {}), by_count.get(large.label, {})
        line, figures["scale_cost_ratio"] = scale_line(
            small_figures.get("scenarios"), large_figures.get("scenarios"), large_figures.get("scale_turns"))
        print(line)
    if "shards" in arguments.parts and generated:
        book = large or small
        balance = None
        if book.path:
            balance = bench.attempt("shard_balance", lambda: shard_balance.measure(
                bench.folio, book.label, book.path, book.scratch, arguments.runs))
        print(balance.line() if balance else "shards: n/a")
        figures["shard_balance"] = balance.worse if balance else None
    if "run-stage" in arguments.parts:
        stage = bench.attempt("run_ms_per_transcript", lambda: run_stage.measure(
            bench.folio, real.path, real.scratch / "run-stage-cache", arguments.runs))
        print(stage.line() if stage else "run stage: n/a")
        figures["run_ms_per_transcript"] = stage.per_transcript_ms if stage else None
        figures["run_ms_per_transcript_exec"] = stage.per_transcript_exec_ms if stage else None
        figures["run_over_exec"] = stage.over_exec if stage else None
    return figures


def is_compare(argv):
    """Whether a command line asks for the before/after comparison (`--compare`),
    which compare.py handles with a command line of its own."""
    return any(argument == "--compare" or argument.startswith("--compare=") for argument in argv)


def main(argv=None):
    """Measures the books, the run and the engine, prints the figures; 1 when something could not be measured.

    With `--compare`, hands the whole command line to compare.py instead."""
    argv = sys.argv[1:] if argv is None else argv
    if is_compare(argv):
        import compare  # imports this module: only when asked for
        return compare.main(argv)
    arguments = parse_arguments(argv)
    bench = Bench(folio_cli.Folio(arguments.folio), arguments.runs)
    SCRATCH.mkdir(parents=True, exist_ok=True)
    real = Book(arguments.book, Path(arguments.book), SCRATCH / ("book-" + slug(arguments.book)))
    generated = generated_books(bench, arguments)
    measured = ([(real, False)] if "books" in arguments.parts else []) + [
        (book, large) for book, large in generated if ("large" if large else "books") in arguments.parts]
    # The large book's cold checks run beside the small one's when both are measured.
    small = next((book for book, large in generated if not large and book.path and "books" in arguments.parts),
                 None)
    results = [(book, bench.measure_book(book, large, beside=small) if book.path else
                dict.fromkeys(LARGE_BOOK_FIGURES if large else BOOK_FIGURES)) for book, large in measured]
    for book, figures in results:
        print(book_line(book.label, figures), flush=True)
    whole_run = run_figures(bench, arguments, real, generated, results)
    engine = 0
    if "engine" in arguments.parts:
        engine = bench.attempt("engine", lambda: bench.engine(arguments.engine_bench))
    restored = None
    if arguments.restored_cache:
        restored = bench.attempt("restored_cache_compiles", lambda: bench.restored_cache(real))

    # A book goal no measured book has a figure for was not asked for: it is left out.
    worst = {goal.name: goal.worst([figures for _, figures in results]) for goal in GOALS
             if any(goal.numerator in figures for _, figures in results)}
    print("== figures")
    for book, figures in results:
        print(book_line(book.label, figures))
    if engine != 0:
        print(engine[0] if engine else "engine: n/a")
    if arguments.restored_cache:
        print(restored[0] if restored else "restored: n/a")
    print(goals_line(worst, engine, restored if arguments.restored_cache else 0, whole_run))
    if bench.unmeasured:
        print("not measured: " + ", ".join(bench.unmeasured))
    print(summary_line(worst, engine, restored, arguments.restored_cache, whole_run), flush=True)
    return 1 if bench.unmeasured else 0


if __name__ == "__main__":
    sys.exit(main())
