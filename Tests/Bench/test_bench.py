"""The bench script's own rules, without folio: its command line, how goals and lines
are made from figures, what the shard and run-stage measurements accept, and the
before/after comparison's command line, order of turns and summary.

    python3 -B -m unittest discover -s Tests/Bench -p 'test_*.py'   (make bench-test)
"""

import contextlib
import io
import json
import os
import sys
import tempfile
import unittest
from unittest import mock
from pathlib import Path

sys.dont_write_bytecode = True  # keep __pycache__ out of Tests/Bench
sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench
import compare
import run_stage
import shard_balance


def parse(*argv):
    """bench.py's arguments, with --folio given."""
    return bench.parse_arguments(["--folio", "folio", *argv])


def refused(*argv):
    """Whether bench.py's command line refuses argv (it exits with a usage error)."""
    with contextlib.redirect_stderr(io.StringIO()), contextlib.suppress(SystemExit):
        parse(*argv)
        return False
    return True


class CommandLineTests(unittest.TestCase):
    def test_a_negative_large_book_is_refused(self):
        self.assertTrue(refused("--generated-large", "-1"))

    def test_an_unknown_part_is_refused(self):
        self.assertTrue(refused("--parts", "books,speed"))

    def test_every_part_is_measured_by_default_and_no_large_book(self):
        arguments = parse()
        self.assertEqual(arguments.parts, set(bench.PARTS))
        self.assertEqual(arguments.generated_large, 0)


class CompareCommandLineTests(unittest.TestCase):
    """`bench.py --compare NAME=FOLIO --compare NAME=FOLIO`: each bad case is a usage error (exit 2)."""

    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.folder = Path(folder.name)
        self.before = self.executable("before-folio")
        self.after = self.executable("after-folio")

    def executable(self, name, mode=0o755):
        """A file standing for a folio (never run)."""
        path = self.folder / name
        path.write_text("#!/bin/sh\nexit 0\n", encoding="utf-8")
        path.chmod(mode)
        return path

    def refusal(self, *argv):
        """The exit status and message when the comparison's command line refuses argv, else None."""
        stderr = io.StringIO()
        with contextlib.redirect_stderr(stderr):
            try:
                compare.parse_arguments(list(argv))
            except SystemExit as exit:
                return exit.code, stderr.getvalue()
        return None

    def assertRefused(self, argv, message):
        """argv is refused with exit 2 and a message containing `message`."""
        refusal = self.refusal(*argv)
        self.assertIsNotNone(refusal, f"{argv} was accepted")
        self.assertEqual(refusal[0], 2)
        self.assertIn(message, refusal[1])

    def test_two_folios_with_distinct_names_are_accepted(self):
        arguments = compare.parse_arguments(
            ["--compare", f"before={self.before}", "--compare", f"after={self.after}", "--book", str(self.folder),
             "--runs", "4"])
        self.assertEqual([(folio.name, folio.path) for folio in arguments.compare],
                         [("before", self.before), ("after", self.after)])
        self.assertEqual((arguments.book, arguments.runs), (str(self.folder), 4))

    def test_a_book_that_is_not_a_folder_is_refused(self):
        self.assertRefused(["--compare", f"before={self.before}", "--compare", f"after={self.after}",
                            "--book", str(self.folder / "missing")], "is not a folder")

    def test_one_folio_alone_is_refused(self):
        self.assertRefused(["--compare", f"before={self.before}"], "exactly two --compare")

    def test_three_folios_are_refused(self):
        self.assertRefused(["--compare", f"a={self.before}", "--compare", f"b={self.after}",
                            "--compare", f"c={self.after}"], "exactly two --compare")

    def test_a_folio_without_a_name_is_refused(self):
        self.assertRefused(["--compare", f"={self.before}", "--compare", f"after={self.after}"], "empty name")

    def test_a_value_without_an_equals_sign_is_refused(self):
        self.assertRefused(["--compare", str(self.before), "--compare", f"after={self.after}"], "NAME=PATH")

    def test_the_same_name_twice_is_refused(self):
        self.assertRefused(["--compare", f"same={self.before}", "--compare", f"same={self.after}"],
                           "distinct names")

    def test_a_folio_that_does_not_exist_is_refused(self):
        missing = self.folder / "missing"
        self.assertRefused(["--compare", f"before={missing}", "--compare", f"after={self.after}"],
                           f"{missing} does not exist")

    def test_a_folio_that_is_not_executable_is_refused(self):
        plain = self.executable("plain", mode=0o644)
        self.assertRefused(["--compare", f"before={plain}", "--compare", f"after={self.after}"],
                           f"{plain} is not executable")

    def test_a_folder_is_not_a_folio(self):
        self.assertRefused(["--compare", f"before={self.folder}", "--compare", f"after={self.after}"],
                           f"{self.folder} is not a file")

    def test_runs_must_be_positive(self):
        self.assertRefused(["--compare", f"before={self.before}", "--compare", f"after={self.after}",
                            "--book", str(self.folder), "--runs", "0"], "--runs must be positive")

    def test_bench_hands_a_command_line_with_compare_to_the_comparison(self):
        self.assertTrue(bench.is_compare(["--compare", "a=x", "--compare", "b=y"]))
        self.assertTrue(bench.is_compare(["--book", "b", "--compare=a=x"]))
        self.assertFalse(bench.is_compare(["--folio", "folio", "--book", "compare"]))


#: A stand-in for folio in the comparison's test: it logs each command line, tab-separated
#: with its own name first and FOLIO_ENGINE_DIR last, and writes what `folio sources` writes for a book of one
#: scenario. Shell, not Python: the tests run it a hundred times.
FAKE_FOLIO = """#!/bin/sh
name=$(basename "$0")
case "$*" in *--help) echo "--cache-dir USAGE: folio sources"; exit 0;; esac
(printf '%s' "$name"; for a in "$@"; do printf '\\t%s' "$a"; done; printf '\\tengine=%s\\n' "$FOLIO_ENGINE_DIR") \\
  >> "$(dirname "$0")/log"
if [ "$1" = sources ]; then
  out="$4/scenarios/001"
  mkdir -p "$out/requests"
  echo swiftc > "$4/swiftc"; : > "$4/floor.args"
  for f in naive.args module.args naive.exe; do echo x > "$out/$f"; done
  echo "{\\"chapter\\": \\"$(cd "$2" && pwd)/01-a.md\\", \\"name\\": \\"s1\\", \\"editLine\\": 6}" > "$out/info.json"
fi
"""


class CompareTurnsTests(unittest.TestCase):
    def test_the_order_alternates_each_run_abba(self):
        order = [name for run in range(4) for name in compare.turns(run, ["before", "after"])]
        self.assertEqual(order, ["before", "after", "after", "before", "before", "after", "after", "before"])

    def test_each_folio_goes_once_per_run(self):
        for run in range(5):
            self.assertEqual(sorted(compare.turns(run, ["before", "after"])), ["after", "before"])


class CompareSummaryTests(unittest.TestCase):
    def test_the_ratio_is_the_after_median_over_the_before_median(self):
        summary = compare.summarize([2.0, 4.0, 3.0], [1.0, 1.5, 2.5])
        self.assertEqual((summary.before_median, summary.after_median), (3.0, 1.5))
        self.assertAlmostEqual(summary.ratio, 0.5)

    def test_the_spreads_are_each_sides_min_and_max(self):
        summary = compare.summarize([2.0, 4.0, 3.0], [1.0, 1.5, 2.5])
        self.assertEqual((summary.before_spread, summary.after_spread), ((2.0, 4.0), (1.0, 2.5)))

    def test_spreads_that_overlap_are_within_noise(self):
        summary = compare.summarize([2.0, 4.0, 3.0], [1.0, 1.5, 2.5])
        self.assertTrue(summary.overlap)
        self.assertIn("within noise", compare.figure_line("cold_s", "before", "after", summary))

    def test_spreads_that_touch_overlap(self):
        self.assertTrue(compare.summarize([2.0, 3.0], [1.0, 2.0]).overlap)

    def test_spreads_apart_are_beyond_noise(self):
        summary = compare.summarize([2.0, 2.2, 2.1], [1.0, 1.2, 1.1])
        self.assertFalse(summary.overlap)
        line = compare.figure_line("cold_s", "before", "after", summary)
        self.assertNotIn("within noise", line)
        self.assertEqual(line, "cold_s: before=2.10 (2.00–2.20) after=1.10 (1.00–1.20) "
                               "after/before=0.52 beyond noise (spreads apart)")

    def test_a_side_with_no_measurement_has_no_ratio(self):
        summary = compare.summarize([], [1.0])
        self.assertIsNone(summary.ratio)
        self.assertIsNone(summary.overlap)
        self.assertEqual(compare.figure_line("noop_s", "b", "a", summary),
                         "noop_s: b=n/a a=1.00 (1.00–1.00) after/before=n/a")

    def test_a_before_of_zero_has_no_ratio(self):
        self.assertIsNone(compare.summarize([0.0], [1.0]).ratio)

    def test_the_last_line_has_every_figure_after_over_before(self):
        summaries = {"cold_s": compare.summarize([2.0], [1.0]), "noop_s": compare.summarize([1.0], [1.0]),
                     "prose_edit_s": compare.summarize([0.5], [0.75]), "scenario_edit_s": compare.summarize([], [])}
        self.assertEqual(compare.compare_line(summaries),
                         "compare: cold_s=0.50 noop_s=1.00 prose_edit_s=1.50 scenario_edit_s=n/a")

    def test_a_runs_line_has_the_figures_measured_and_n_a_for_the_others(self):
        self.assertEqual(compare.run_line("run 2/3", "after", {"cold_s": 2.5, "noop_s": 0.125}),
                         "run 2/3 after: cold_s=2.50 noop_s=0.12 prose_edit_s=n/a scenario_edit_s=n/a")


class CompareRunTests(unittest.TestCase):
    """The comparison end to end with a stand-in folio that logs what it is asked to do."""

    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.folder = Path(folder.name)
        self.book = self.folder / "book"
        self.book.mkdir()
        (self.book / "01-a.md").write_text(
            "# A\n\nSome prose about a button.\n\n```swift scenario=s1\nstruct ContentView: View {\n"
            "  var body: some View { Text(\"a\") }\n}\n```\n", encoding="utf-8")
        for name in ("before", "after"):
            path = self.folder / name
            path.write_text(FAKE_FOLIO, encoding="utf-8")
            path.chmod(0o755)

    def compare(self, runs):
        """Runs the comparison with both stand-ins; returns its exit status, output and the logged commands."""
        output = io.StringIO()
        with mock.patch.object(compare, "SCRATCH", self.folder / "scratch"), contextlib.redirect_stdout(output):
            status = compare.main(["--compare", f"before={self.folder / 'before'}",
                                   "--compare", f"after={self.folder / 'after'}",
                                   "--book", str(self.book), "--runs", str(runs)])
        log = [line.split("\t") for line in (self.folder / "log").read_text().splitlines()]
        return status, output.getvalue(), log

    def test_each_folio_takes_a_warm_up_turn_then_its_turns_in_abba_order(self):
        status, output, log = self.compare(runs=2)
        self.assertEqual(status, 0, output)
        checks = [command[0] for command in log if command[1] == "test"]
        self.assertEqual(checks[::3], ["before", "after", "before", "after", "after", "before"])  # cold, noop, edit
        self.assertEqual([line.split(":")[0] for line in output.splitlines() if line.startswith(("run", "warm"))],
                         ["warm-up before", "warm-up after", "run 1/2 before", "run 1/2 after",
                          "run 2/2 after", "run 2/2 before"])
        self.assertTrue(output.splitlines()[-1].startswith("compare: cold_s="))

    def test_each_folio_has_its_own_copy_and_cache(self):
        _, _, log = self.compare(runs=1)
        caches = {command[0]: command[command.index("--cache-dir") + 1] for command in log if "--cache-dir" in command}
        copies = {command[0]: command[2] for command in log if command[1] == "test"}
        self.assertNotEqual(caches["before"], caches["after"])
        self.assertNotEqual(copies["before"], copies["after"])

    def test_every_turn_times_the_four_figures(self):
        _, output, log = self.compare(runs=1)
        self.assertIn("run 1/1 before: cold_s=", output)
        # Each figure is "NAME=VALUE"; a path in the output may hold "n/a" (a temporary
        # folder named ...n, then /after).
        self.assertNotIn("=n/a", output)
        edited = [path.read_text().splitlines()[5] for path in (self.folder / "scratch").glob("*/copy/01-a.md")]
        self.assertEqual(len(edited), 2)
        self.assertTrue(all(line.endswith(" // edit 1") for line in edited), edited)

    def test_a_book_without_prose_to_edit_still_times_its_scenario_edits(self):
        (self.book / "01-a.md").write_text(
            "# A\n\n- a list item\n\n```swift scenario=s1\nstruct ContentView: View {\n"
            "  var body: some View { Text(\"a\") }\n}\n```\n", encoding="utf-8")
        status, output, _ = self.compare(runs=1)
        self.assertEqual(status, 1)
        self.assertIn("cannot measure before prose_edit_s in run 1: no paragraph line to edit", output)
        self.assertIn("run 1/1 before: cold_s=", output)
        self.assertNotIn("scenario_edit_s=n/a", output)
        self.assertIn("not measured: before prose_edit_s in run 1, after prose_edit_s in run 1", output)
        self.assertIn(" prose_edit_s=n/a scenario_edit_s=", output.splitlines()[-1])
        self.assertNotIn("scenario_edit_s=n/a", output.splitlines()[-1])

    def test_each_folio_finds_its_own_engine_whatever_folio_engine_dir_says(self):
        with mock.patch.dict(os.environ, {compare.ENGINE_DIR_VARIABLE: "/one/engine"}):
            _, output, log = self.compare(runs=1)
        self.assertEqual({command[-1] for command in log}, {"engine="})
        self.assertIn("ignoring FOLIO_ENGINE_DIR", output)


class CompiledInFullTests(unittest.TestCase):
    """A floor run compiles in full: swift-frontend skips code generation when the
    object it writes is already there with the same module hash."""

    def setUp(self):
        self.folder = Path(tempfile.mkdtemp())
        self.addCleanup(lambda: __import__("shutil").rmtree(self.folder, ignore_errors=True))
        self.object = self.folder / "module.o"

    def test_the_object_the_arguments_write_is_removed(self):
        self.object.write_text("last run's object")
        arguments = ["-c", "-wmo", "-o", str(self.object), "a.swift"]
        self.assertEqual(bench.compiled_in_full(arguments), arguments)
        self.assertFalse(self.object.exists())

    def test_arguments_without_an_object_are_left_alone(self):
        self.object.write_text("kept")
        self.assertEqual(bench.compiled_in_full(["-typecheck", "a.swift", "-o"]), ["-typecheck", "a.swift", "-o"])
        self.assertTrue(self.object.exists())

    def test_no_floor_run_finds_the_object_of_the_one_before(self):
        found = []

        def compile_or_check(argv, **_):
            if argv[0] == "swiftc":
                found.append(self.object.exists())
                self.object.write_text("object")
            return 1.0, ""

        folio = mock.Mock()
        folio.has_cache_dir.return_value = True
        folio.test.return_value = ["folio", "test"]
        measurer = bench.Bench(folio, runs=3)
        book = bench.Book("b", self.folder / "book", self.folder / "scratch")
        sources = bench.BookSources(swiftc="swiftc", floor_args=["-c", "-o", str(self.object)], scenarios=[])
        with mock.patch.object(bench.folio_cli, "run", side_effect=compile_or_check), \
                contextlib.redirect_stdout(io.StringIO()):
            measurer.floor_and_cold(book, sources)
        self.assertEqual(found, [False, False, False])


class ScaleTurnsTests(unittest.TestCase):
    """The large book's cold checks each run beside a cold check of the small book,
    so that the two costs per scenario are compared on the same machine's speed."""

    def setUp(self):
        self.folder = Path(tempfile.mkdtemp())
        self.addCleanup(lambda: __import__("shutil").rmtree(self.folder, ignore_errors=True))

    def test_each_large_cold_check_is_followed_by_a_small_one_in_an_empty_cache(self):
        order, caches_found_full = [], []
        small = bench.Book("generated 200", self.folder / "small", self.folder / "small-scratch")
        large = bench.Book("generated 1000", self.folder / "large", self.folder / "large-scratch")
        seconds = {"small": iter([7.3, 7.1, 9.0]), "large": iter([37.0, 45.1, 48.0])}

        def run(argv, **_):
            if argv[0] == "swiftc":
                order.append("floor")
                return 70.0, ""
            which = "small" if argv[1] == small.path else "large"
            cache = Path(argv[2])
            caches_found_full.append(cache.exists())
            cache.mkdir(parents=True)
            (cache / "entry").write_text("compiled")
            order.append(which)
            return next(seconds[which]), ""

        folio = mock.Mock()
        folio.has_cache_dir.return_value = True
        folio.test.side_effect = lambda paths, cache: ["folio", *paths, cache]
        measurer = bench.Bench(folio, runs=3)
        sources = bench.BookSources(swiftc="swiftc", floor_args=[], scenarios=[])
        with mock.patch.object(bench.folio_cli, "run", side_effect=run), contextlib.redirect_stdout(io.StringIO()):
            floor, cold, turns = measurer.floor_and_cold(large, sources, beside=small)
        self.assertEqual(order, ["floor", "large", "small"] * 3)
        self.assertEqual(caches_found_full, [False] * 6, "every cold check starts from an empty cache")
        self.assertEqual((floor, cold), (70.0, 45.1))
        self.assertEqual(turns, [bench.ScaleTurn(37.0, 7.3), bench.ScaleTurn(45.1, 7.1), bench.ScaleTurn(48.0, 9.0)])

    def test_a_book_measured_alone_has_no_turns(self):
        folio = mock.Mock()
        folio.has_cache_dir.return_value = True
        folio.test.return_value = ["folio", "test"]
        measurer = bench.Bench(folio, runs=2)
        book = bench.Book("b", self.folder / "book", self.folder / "scratch")
        sources = bench.BookSources(swiftc="swiftc", floor_args=[], scenarios=[])
        with mock.patch.object(bench.folio_cli, "run", return_value=(1.0, "")), \
                contextlib.redirect_stdout(io.StringIO()):
            self.assertEqual(measurer.floor_and_cold(book, sources), (1.0, 1.0, []))


class EngineScaleTests(unittest.TestCase):
    """The engine's scale figures are medians of runs in turns, not one run each."""

    def test_each_scale_is_the_median_large_over_the_median_small(self):
        lines = {
            (): ["engine: mount_rows=10000 row_update_bodies=1 row_update_us=12 tap_us=20"],
            ("--rows", "1000"): [f"engine: row_update_bodies=1 row_update_us={us} tap_us={tap}"
                                 for us, tap in ((12, 20), (30, 60), (13, 21))],
            ("--rows", "100000"): [f"engine: row_update_bodies=1 row_update_us={us} tap_us={tap}"
                                   for us, tap in ((24, 40), (12, 22), (13, 21))],
        }
        order = []

        def run(argv, **_):
            key = tuple(argv[1:])
            order.append(key)
            return 0.1, lines[key].pop(0)

        folio = mock.Mock()
        measurer = bench.Bench(folio, runs=3)
        with mock.patch.object(bench.folio_cli, "run", side_effect=run), contextlib.redirect_stdout(io.StringIO()):
            last, fields = measurer.engine("viewgraph-bench")
        self.assertEqual(fields["row_update_scale"], round(13 / 13, 2))
        self.assertEqual(fields["tap_scale"], round(22 / 21, 2))
        self.assertIn("row_update_us_1k=13 row_update_us_100k=13", last)
        self.assertEqual(order[1:], [("--rows", "1000"), ("--rows", "100000")] * 3, "in turns")


class GoalTests(unittest.TestCase):
    small = {"floor_s": 10.0, "cold_s": 11.0, "naive_s": 100.0, "noop_s": 0.1, "prose_edit_s": 0.5,
             "scenario_edit_s": 0.4, "module_s": 0.3, "scenarios": 200}
    large = {"floor_s": 40.0, "cold_s": 60.0, "scenarios": 1000}

    def goal(self, name):
        return next(goal for goal in bench.GOALS if goal.name == name)

    def test_cold_over_floor_takes_the_worse_book_the_large_one_included(self):
        self.assertEqual(self.goal("cold_over_floor").worst([self.small, self.large]), 1.5)

    def test_a_figure_the_large_book_does_not_measure_is_not_missing(self):
        self.assertEqual(self.goal("naive_over_cold").worst([self.small, self.large]), 100.0 / 11.0)

    def test_a_figure_that_failed_is_not_measured(self):
        failed = dict(self.small, naive_s=None)
        self.assertIsNone(self.goal("naive_over_cold").worst([failed, self.large]))

    def test_cold_over_floor_is_at_most_1_2(self):
        self.assertEqual(self.goal("cold_over_floor").at_most, 1.2)

    def test_the_scale_cost_ratio_is_the_cost_per_scenario_of_the_large_book_over_the_small(self):
        turns = [bench.ScaleTurn(large_cold_s=60.0, small_cold_s=11.0)]
        self.assertAlmostEqual(bench.scale_cost_ratio(200, 1000, turns), (60.0 / 1000) / (11.0 / 200))

    def test_the_scale_cost_ratio_is_the_median_of_its_turns_not_a_ratio_of_medians(self):
        # 25 November's large colds (37.07, 45.10, 48.01 s) drifted with the machine;
        # each is compared with a small book checked right after it.
        turns = [bench.ScaleTurn(37.0, 7.3), bench.ScaleTurn(45.1, 7.1), bench.ScaleTurn(48.0, 9.0)]
        self.assertAlmostEqual(bench.scale_cost_ratio(200, 1000, turns), (48.0 / 1000) / (9.0 / 200))
        self.assertNotAlmostEqual(bench.scale_cost_ratio(200, 1000, turns), (45.1 / 1000) / (7.3 / 200), places=2)

    def test_no_turns_or_no_count_is_no_scale_cost_ratio(self):
        self.assertIsNone(bench.scale_cost_ratio(200, 1000, []))
        self.assertIsNone(bench.scale_cost_ratio(None, 1000, [bench.ScaleTurn(60.0, 11.0)]))
        self.assertIsNone(bench.scale_cost_ratio(200, 1000, [bench.ScaleTurn(60.0, 0.0)]))

    def test_the_large_books_line_has_floor_cold_and_their_ratios_only(self):
        self.assertEqual(bench.book_line("generated 1000", self.large),
                         "book generated 1000: floor_s=40.00 cold_s=60.00 cold_over_floor=1.50 "
                         "cold_s_per_scenario=0.0600")

    def test_a_part_not_asked_for_is_left_out_of_the_goals_and_the_summary(self):
        engine = ("engine: …", {"row_update_bodies": "1", "row_update_scale": 1.0, "tap_scale": 1.1})
        worst = {goal.name: goal.worst([self.small]) for goal in bench.GOALS}
        run_figures = {"run_over_exec": 0.9}
        self.assertIn("run_over_exec=0.90 > 0.5", bench.goals_line(worst, engine, 0, run_figures))
        self.assertNotIn("shard_balance", bench.goals_line(worst, engine, 0, run_figures))
        summary = bench.summary_line(worst, engine, None, False, run_figures)
        self.assertIn(" tap_scale=1.1 run_over_exec=0.90", summary)
        self.assertNotIn("shard_balance", summary)

    def test_book_goals_and_the_engine_are_left_out_when_their_parts_were_not_asked_for(self):
        # `--parts shards,engine`: no book measured; `--parts shards`: no engine either.
        goals = bench.goals_line({}, 0, 0, {"shard_balance": 1.09})
        self.assertEqual(goals, "goals: met")
        summary = bench.summary_line({}, 0, None, False, {"shard_balance": 1.09})
        self.assertEqual(summary, "bench: shard_balance=1.09")
        engine = ("engine: …", {"row_update_bodies": "1", "row_update_scale": 0.98, "tap_scale": 1.0})
        self.assertEqual(bench.summary_line({}, engine, None, False, {}), "bench: row_update_scale=0.98 tap_scale=1.0")
        # Asked for and not measured is still said.
        self.assertIn("row_update_bodies (not measured)", bench.goals_line({}, None, 0, {}))

    def test_a_tap_that_grows_with_the_list_misses_its_goal(self):
        engine = ("engine: …", {"row_update_bodies": "1", "row_update_scale": 1.0, "tap_scale": 95.5})
        self.assertEqual(bench.engine_missed(engine), "tap_scale=95.5 > 1.2")


class ShardBalanceTests(unittest.TestCase):
    def test_the_balance_is_the_slower_shard_over_half_the_whole(self):
        balance = shard_balance.ShardBalance(
            "generated 1000", [shard_balance.ShardRun(100.0, [55.0, 50.0], [48.0, 60.0])])
        self.assertAlmostEqual(balance.no_history, 1.1)
        self.assertAlmostEqual(balance.history, 1.2)
        self.assertAlmostEqual(balance.worse, 1.2)
        self.assertIn("book=generated-1000 whole_s=100.00 no_history_s=55.00,50.00", balance.line())

    def test_each_run_is_balanced_against_its_own_whole_then_the_median_taken(self):
        # The machine slowed down for the second run's shards (24 November's bench).
        runs = [shard_balance.ShardRun(48.48, [24.34, 20.68], [27.53, 17.36]),
                shard_balance.ShardRun(34.25, [22.47, 22.90], [23.16, 25.38]),
                shard_balance.ShardRun(38.03, [17.97, 17.94], [18.68, 19.22])]
        balance = shard_balance.ShardBalance("generated 1000", runs)
        self.assertAlmostEqual(balance.no_history, 24.34 / 24.24)
        self.assertAlmostEqual(balance.history, 27.53 / 24.24)
        self.assertEqual(balance.whole_s, 38.03)
        self.assertEqual(balance.history_s, [23.16, 19.22])


class RunStageTests(unittest.TestCase):
    def results(self, checks):
        """A results file holding `checks`."""
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        path = Path(folder.name) / "results.json"
        path.write_text(json.dumps({"checks": checks}), encoding="utf-8")
        return path

    @staticmethod
    def check(kind="transcript", compiled=0.0, cached=False):
        return {"id": "a.md:1:1", "kind": kind, "timing": {"compileSeconds": compiled, "cached": cached}}

    def test_only_transcripts_that_ran_are_counted(self):
        checks = [self.check(), self.check(), self.check(cached=True), self.check(kind="swift")]
        self.assertEqual(run_stage.transcripts_run(self.results(checks)), 2)

    def test_a_run_that_compiled_is_refused(self):
        with self.assertRaisesRegex(ValueError, "1 checks compiled"):
            run_stage.transcripts_run(self.results([self.check(), self.check(compiled=0.5)]))

    def test_a_run_that_ran_nothing_is_refused(self):
        with self.assertRaisesRegex(ValueError, "no transcript ran"):
            run_stage.transcripts_run(self.results([self.check(cached=True)]))

    def test_the_default_path_runs_without_the_variable_and_the_exec_path_with_it_at_0(self):
        os.environ[run_stage.FORK_SERVER_VARIABLE] = "1"
        self.addCleanup(os.environ.pop, run_stage.FORK_SERVER_VARIABLE)
        self.assertNotIn(run_stage.FORK_SERVER_VARIABLE, run_stage.environment(fork_server=True))
        self.assertEqual(run_stage.environment(fork_server=False)[run_stage.FORK_SERVER_VARIABLE], "0")

    def test_run_over_exec_is_the_default_over_one_process_per_transcript(self):
        self.assertAlmostEqual(run_stage.RunStage(10.0, 20.0, 45).over_exec, 0.5)


if __name__ == "__main__":
    unittest.main()
