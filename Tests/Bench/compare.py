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

