"""The CPU time of folio's run stage per transcript, for `make bench` (bench.py).

With the book's libraries compiled and cached, its run results (the cache's `runs/`)
are deleted and `folio test` is timed by CPU (its own and every process it started,
counted by a cgroup of its own where one can be made, see folio_cli.cpu_run), less the CPU of a `folio test` that finds everything cached: what is left
is running the transcripts, divided by how many ran. Measured in turns with folio's
default run path and with `FOLIO_FORK_SERVER=0` (one process per transcript, the
path before the fork server), so that the machine's drift weighs on both alike.

The cache's `checks/` (the compiler's verdicts on type-checked blocks) is kept: it is
compile work, not run results, and deleting it would time the type checker. A run
that compiles anything is refused rather than counted.
"""

import json
import os
import shutil
import statistics
import sys
from dataclasses import dataclass

sys.dont_write_bytecode = True  # keep __pycache__ out of Tests/Bench
import folio_cli

#: The environment variable that keeps folio on one process per transcript.
FORK_SERVER_VARIABLE = "FOLIO_FORK_SERVER"


@dataclass
class RunStage:
    """Milliseconds of CPU per transcript run, by each path, and how many ran."""

    per_transcript_ms: float
    per_transcript_exec_ms: float
    transcripts: int

    @property
    def over_exec(self):
        """The default path's cost over one process per transcript."""
        return self.per_transcript_ms / self.per_transcript_exec_ms if self.per_transcript_exec_ms > 0 else None

    def line(self):
        """`run stage: transcripts=N run_ms_per_transcript=… run_ms_per_transcript_exec=… run_over_exec=…`."""
        ratio = "n/a" if self.over_exec is None else f"{self.over_exec:.2f}"
        return (f"run stage: transcripts={self.transcripts} run_ms_per_transcript={self.per_transcript_ms:.1f} "
                f"run_ms_per_transcript_exec={self.per_transcript_exec_ms:.1f} run_over_exec={ratio}")


def environment(fork_server):
    """folio's environment: the bench's own, with FOLIO_FORK_SERVER=0 when the fork
    server is off and without the variable otherwise (folio's default)."""
    env = {key: value for key, value in os.environ.items() if key != FORK_SERVER_VARIABLE}
    if not fork_server:
        env[FORK_SERVER_VARIABLE] = "0"
    return env


def transcripts_run(results):
    """How many transcripts the `--json` results ran; ValueError if anything compiled."""
    checks = json.loads(results.read_text(encoding="utf-8"))["checks"]
    compiled = [check["id"] for check in checks if check["timing"]["compileSeconds"] > 0]
    if compiled:
        raise ValueError(f"{len(compiled)} checks compiled with a warm cache (first: {compiled[0]})")
    ran = sum(1 for check in checks if check["kind"] == "transcript" and not check["timing"]["cached"])
    if ran == 0:
        raise ValueError("no transcript ran after the run results were deleted")
    return ran


def once(folio, book, cache, results, fork_server):
    """One measurement: (ms of CPU per transcript, transcripts run)."""
    env = environment(fork_server)
    shutil.rmtree(cache / "runs", ignore_errors=True)
    run_cpu, _, _ = folio_cli.cpu_run(folio.test([book], cache, json=results), env=env)
    ran = transcripts_run(results)
    noop_cpu, _, _ = folio_cli.cpu_run(folio.test([book], cache), env=env)
    return (run_cpu - noop_cpu) * 1000 / ran, ran


def measure(folio, book, cache, runs):
    """Warms `cache` with the book, then measures both paths `runs` times in turns;
    returns a RunStage of the medians."""
    print(f"run stage: warm a cache for {book}, then delete its runs/ and time folio test by CPU", flush=True)
    shutil.rmtree(cache, ignore_errors=True)
    folio_cli.run(folio.test([book], cache))
    results = cache.parent / "run-stage.json"
    default, exec_path, counts = [], [], set()
    for run in range(runs):
        for fork_server, into in ((True, default), (False, exec_path)):
            milliseconds, ran = once(folio, book, cache, results, fork_server)
            into.append(milliseconds)
            counts.add(ran)
        print(f"  {run + 1}/{runs}: {default[-1]:.1f} ms per transcript (default), "
              f"{exec_path[-1]:.1f} ms ({FORK_SERVER_VARIABLE}=0)", flush=True)
    if len(counts) != 1:
        raise ValueError(f"the runs ran different numbers of transcripts: {sorted(counts)}")
    return RunStage(statistics.median(default), statistics.median(exec_path), counts.pop())
