"""Before and after in one run, in turns: two folio builds timed on the same book.

    bench.py --compare before=FOLIO --compare after=FOLIO --book chapters --runs 3

On a shared, noisy machine only ratios measured in one run mean anything, so the two
folios take turns, the order alternating each run (ABBA…). Each turn gives a folio a
fresh copy of the book and an empty cache of its own and times a cold check, a no-op
check, a build after a prose edit and a check after a scenario edit, after one
warm-up turn each that is not counted. Prints one line per folio per run, then per
figure the medians, the after/before ratio and the spreads, and last
`compare: cold_s=R noop_s=R prose_edit_s=R scenario_edit_s=R` (after over before). Exits 0 when every figure was measured, 1 otherwise.
See Tests/Bench/README.md.
"""

import argparse
import os
import shutil
import statistics
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.dont_write_bytecode = True  # keep __pycache__ out of Tests/Bench
import bench
import folio_cli

#: The figures timed per folio per run, in the order they are measured and printed.
FIGURES = ["cold_s", "noop_s", "prose_edit_s", "scenario_edit_s"]
#: Where the comparison's copies, caches, sites and `folio sources` go.
SCRATCH = bench.SCRATCH / "compare"


# MARK: - Command line


@dataclass(frozen=True)
class NamedFolio:
    """One side of the comparison: the name it is printed under and its executable."""

    name: str
    path: Path


def named_folio(value):
    """Parses one `--compare NAME=PATH`; an argparse type, so each bad value is a
    usage error that says what is wrong."""
    name, equals, path = value.partition("=")
    if not equals:
        raise argparse.ArgumentTypeError(f"{value!r} is not NAME=PATH")
    if not name.strip():
        raise argparse.ArgumentTypeError(f"{value!r} has an empty name")
    folio = Path(path)
    if not path or not folio.exists():
        raise argparse.ArgumentTypeError(f"{name}: {folio} does not exist")
    if not folio.is_file():
        raise argparse.ArgumentTypeError(f"{name}: {folio} is not a file")
    if not os.access(folio, os.X_OK):
        raise argparse.ArgumentTypeError(f"{name}: {folio} is not executable")
    return NamedFolio(name, folio)


def parse_arguments(argv):
    """The comparison's command line: exactly two folios with distinct names, the
    book and the number of runs."""
    parser = argparse.ArgumentParser(
        prog="bench.py", usage="%(prog)s --compare NAME=FOLIO --compare NAME=FOLIO [--book BOOK] [--runs RUNS]",
        description=__doc__.split("\n\n")[0])
    parser.add_argument("--compare", action="append", type=named_folio, default=[], metavar="NAME=FOLIO",
                        help="a folio to time and the name to print it under; exactly two, before then after")
    parser.add_argument("--book", default="chapters", help="the book's folder (default chapters)")
    parser.add_argument("--runs", type=int, default=3, help="runs, each folio once per run (default 3)")
    arguments = parser.parse_args(argv)
    if len(arguments.compare) != 2:
        parser.error(f"exactly two --compare NAME=FOLIO are needed, before then after; "
                     f"{len(arguments.compare)} given")
    before, after = arguments.compare
    if before.name == after.name:
        parser.error(f"the two --compare need distinct names; both are {before.name!r}")
    if arguments.runs < 1:
        parser.error("--runs must be positive")
    if not Path(arguments.book).is_dir():
        parser.error(f"--book {arguments.book} is not a folder")
    return arguments


# MARK: - Turns and the summary


def turns(run, folios):
    """The order the folios go in during run `run` (0-based): as given on even runs,
    reversed on odd ones (ABBA…), so neither always goes first on a machine whose
    speed drifts."""
    return list(folios) if run % 2 == 0 else list(reversed(folios))


@dataclass(frozen=True)
class Summary:
    """One figure's runs of both folios: medians, after over before, spreads and
    whether they overlap (None where a side measured nothing)."""

    before_median: float
    after_median: float
    ratio: float
    before_spread: tuple
    after_spread: tuple
    overlap: bool


def spread_of(times):
    """(min, max) of a list of seconds, None when empty."""
    return (min(times), max(times)) if times else None


def summarize(before, after):
    """Summarizes one figure's seconds per run of the before and the after folio.

    The ratio is after over before; the spreads overlapping (touching counts) means
    the difference is within the machine's noise in this run."""
    before_median = statistics.median(before) if before else None
    after_median = statistics.median(after) if after else None
    ratio = None if before_median is None or after_median is None or before_median == 0 \
        else after_median / before_median
    before_spread, after_spread = spread_of(before), spread_of(after)
    overlap = None if before_spread is None or after_spread is None \
        else before_spread[0] <= after_spread[1] and after_spread[0] <= before_spread[1]
    return Summary(before_median, after_median, ratio, before_spread, after_spread, overlap)


def side(name, median, spread):
    """`NAME=MEDIAN (MIN–MAX)`, or `NAME=n/a`."""
    if median is None:
        return f"{name}=n/a"
    return f"{name}={median:.2f} ({spread[0]:.2f}–{spread[1]:.2f})"


def figure_line(figure, before_name, after_name, summary):
    """`FIGURE: before=M (MIN–MAX) after=M (MIN–MAX) after/before=R within noise`
    (or `beyond noise (spreads apart)`), the summary of one figure."""
    line = (f"{figure}: {side(before_name, summary.before_median, summary.before_spread)} "
            f"{side(after_name, summary.after_median, summary.after_spread)} "
            f"after/before={bench.number(summary.ratio)}")
    if summary.overlap is None:
        return line
    return line + (" within noise (spreads overlap)" if summary.overlap else " beyond noise (spreads apart)")


def compare_line(summaries):
    """The last line, for machines: `compare: cold_s=R noop_s=R prose_edit_s=R
    scenario_edit_s=R`, each after over before, n/a where unmeasured."""
    return "compare: " + " ".join(f"{figure}={bench.number(summaries[figure].ratio)}" for figure in FIGURES)


def run_line(label, name, figures):
    """`LABEL NAME: cold_s=S noop_s=S prose_edit_s=S scenario_edit_s=S` (LABEL such as
    `run 2/3` or `warm-up`), one folio's figures in one turn, n/a for those not measured."""
    return f"{label} {name}: " + " ".join(f"{figure}={bench.number(figures.get(figure))}" for figure in FIGURES)


# MARK: - Measuring


@dataclass
class Side:
    """One folio under comparison, its scratch folders and its seconds per figure, one per run."""

    folio: NamedFolio
    scratch: Path
    times: dict = field(default_factory=lambda: {figure: [] for figure in FIGURES})

    @property
    def cli(self):
        """The argument lists of this folio's subcommands."""
        return folio_cli.Folio(self.folio.path)

    @property
    def copy(self):
        """This folio's copy of the book, fresh each run, that the edits are made in."""
        return self.scratch / "copy"

    @property
    def cache(self):
        """This folio's cache folder, emptied each run."""
        return self.scratch / "cache"

    @property
    def site(self):
        """Where this folio builds the site."""
        return self.scratch / "site"

    def cold(self, book):
        """cold_s: `folio test` on a fresh copy of the book with an empty cache (and no site yet)."""
        bench.fresh_copy(book, self.copy)
        shutil.rmtree(self.cache, ignore_errors=True)
        shutil.rmtree(self.site, ignore_errors=True)
        return timed(self.cli.test([self.copy], self.cache))

    def noop(self):
        """noop_s: `folio test` again, nothing changed."""
        return timed(self.cli.test([self.copy], self.cache))

    def prose_edit(self, run, runs):
        """prose_edit_s: `folio build` after one word of prose changed, a different line
        per run; the site is built once before the edit, untimed, as the bench's warm
        cache has it."""
        folio_cli.run(self.cli.build(self.copy, self.site, self.cache))
        bench.edit_prose(self.copy, run, runs)
        return timed(self.cli.build(self.copy, self.site, self.cache))

    def scenario_edit(self, edits, run, runs):
        """scenario_edit_s: `folio test` after ` // edit N` is appended to one scenario's
        line, a different scenario per run."""
        chapter, line = edits[bench.spread(run, runs, len(edits))]
        bench.append_to_line(self.copy / chapter, line, f" // edit {run + 1}")
        return timed(self.cli.test([self.copy], self.cache))


def scenario_lines(sides, book):
    """Where to append a comment to each scenario of the book, as (chapter path from
    the book's root, 1-based line), found by `folio sources` (the first folio that has
    it) as the bench finds them, so that it works on any book."""
    folio = next((side.cli for side in sides if side.cli.has_sources()), None)
    if folio is None:
        raise bench.NotMeasurable("neither folio has a `sources` subcommand")
    out = SCRATCH / "sources"
    shutil.rmtree(out, ignore_errors=True)
    folio_cli.run(folio.sources(book, out))
    root = book.resolve()
    return [(Path(scenario.chapter).resolve().relative_to(root), scenario.edit_line)
            for scenario in bench.load_sources(out).scenarios]


def timed(argv):
    """Seconds of wall time one command took (it must succeed)."""
    return folio_cli.run(argv)[0]


#: What a step that cannot be measured raises: a failed command, a book without a
#: line to edit, a folder that cannot be copied.
STEP_ERRORS = (bench.NotMeasurable, folio_cli.CommandFailed, OSError, ValueError)


def measure_turn(side, book, run, runs, edits):
    """One folio's turn in run `run`: cold and no-op checks, then a prose edit and,
    when `edits` has scenario lines, a scenario edit, the same lines for both folios.

    Returns the figures measured and the (figure, error) of those that failed. The
    no-op needs the cold check's cache, and both edits a warm cache; the two edits do
    not need each other, so a book with no prose line to edit still times its scenarios."""
    figures, failures = {}, []

    def attempt(figure, measure):
        """Times one step into `figures`, or records why it could not be; whether it could."""
        try:
            figures[figure] = measure()
            return True
        except STEP_ERRORS as error:
            failures.append((figure, error))
            return False

    if attempt("cold_s", lambda: side.cold(book)) and attempt("noop_s", side.noop):
        attempt("prose_edit_s", lambda: side.prose_edit(run, runs))
        if edits:
            attempt("scenario_edit_s", lambda: side.scenario_edit(edits, run, runs))
    return figures, failures


def warm_up(sides, book, edits):
    """One turn of each folio before the runs, printed but not counted.

    With the same folio on both sides, the first cold check once took 2.56 s and the
    next 0.82 s, most likely reading folio, its engine and the toolchain from disk: run 1
    would charge that to whichever folio goes first."""
    for side in sides:
        figures, failures = measure_turn(side, book, 0, 1, edits)
        print(run_line("warm-up", side.folio.name, figures), flush=True)
        for figure, error in failures:
            print(f"warm-up of {side.folio.name} could not time {figure}: {error}", flush=True)


#: The variable that points folio at an engine folder; set, both folios would load the same engine.
ENGINE_DIR_VARIABLE = "FOLIO_ENGINE_DIR"


def own_engines():
    """Leaves FOLIO_ENGINE_DIR out of the folios' environment, saying so, so that each
    finds the engine built next to it: comparing two folios on one engine would time
    the change to folio alone, or fail on a mismatch."""
    if os.environ.pop(ENGINE_DIR_VARIABLE, None) is not None:
        print(f"ignoring {ENGINE_DIR_VARIABLE}: each folio finds the engine next to it", flush=True)


def main(argv):
    """Times both folios in turns, prints each run and the summary; 1 when something
    could not be measured."""
    arguments = parse_arguments(argv)
    own_engines()
    book = Path(arguments.book)
    sides = [Side(folio, SCRATCH / f"{index}-{bench.slug(folio.name)}")
             for index, folio in enumerate(arguments.compare, start=1)]
    lacking = [side.folio.name for side in sides if not side.cli.has_cache_dir()]
    if lacking:
        print(f"cannot compare: `folio test` has no --cache-dir option in {', '.join(lacking)}", flush=True)
        return 1
    SCRATCH.mkdir(parents=True, exist_ok=True)
    unmeasured = []
    try:
        edits = scenario_lines(sides, book)
    except (bench.NotMeasurable, folio_cli.CommandFailed, OSError, ValueError, KeyError) as error:
        print(f"cannot measure scenario_edit_s: {error}", flush=True)
        unmeasured.append("scenario_edit_s")
        edits = []
    before, after = sides
    print(f"== compare {before.folio.name} ({before.folio.path}) and {after.folio.name} ({after.folio.path}) "
          f"on {book}, {arguments.runs} runs in turns", flush=True)
    warm_up(sides, book, edits)
    for run in range(arguments.runs):
        for side in turns(run, sides):
            figures, failures = measure_turn(side, book, run, arguments.runs, edits)
            for figure, seconds in figures.items():
                side.times[figure].append(seconds)
            for figure, error in failures:
                what = f"{side.folio.name} {figure} in run {run + 1}"
                print(f"cannot measure {what}: {error}", flush=True)
                unmeasured.append(what)
            print(run_line(f"run {run + 1}/{arguments.runs}", side.folio.name, figures), flush=True)
    summaries = {figure: summarize(before.times[figure], after.times[figure]) for figure in FIGURES}
    print("== figures (medians, spreads min–max)")
    for figure in FIGURES:
        print(figure_line(figure, before.folio.name, after.folio.name, summaries[figure]))
    if unmeasured:
        print("not measured: " + ", ".join(unmeasured))
    print(compare_line(summaries), flush=True)
    return 1 if unmeasured else 0
