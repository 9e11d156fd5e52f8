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

