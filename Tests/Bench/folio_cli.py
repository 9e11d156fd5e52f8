"""Running folio and other commands for the benchmark: argument lists and timing.

Shared by generate_book.py (which settles a generated book's transcripts) and
bench.py (which times folio, swiftc and scenario executables).
"""

import os
import resource
import subprocess
import time
from pathlib import Path

#: How many lines of a failed command's output an error message quotes.
OUTPUT_TAIL_LINES = 30


class CommandFailed(Exception):
    """A command exited with a non-zero status (or could not be started)."""

    def __init__(self, argv, status, output):
        """Keeps the command, its status and the end of its output for the message."""
        self.argv = [str(part) for part in argv]
        self.status = status
        self.output = output
        tail = "\n".join(output.splitlines()[-OUTPUT_TAIL_LINES:])
        super().__init__(f"command failed (status {status}): {' '.join(self.argv)}\n{tail}")


def run(argv, timeout=None, cwd=None, stdin=None, env=None):
    """Runs argv to completion and returns (seconds of wall time, combined output).

    `stdin` is a file to read standard input from (a scenario's request); `env`, when
    given, is the whole environment of the command.

    Raises CommandFailed when the command cannot be started, exits non-zero or
    outlives `timeout` seconds.
    """
    argv = [str(part) for part in argv]
    start = time.perf_counter()
    try:
        with open(stdin, "rb") if stdin else open(os.devnull, "rb") as source:
            completed = subprocess.run(
                argv, cwd=cwd, stdin=source, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout,
                text=True, errors="replace", env=env)
    except FileNotFoundError as error:
        raise CommandFailed(argv, "not started", str(error)) from error
    except subprocess.TimeoutExpired as error:
        output = error.output if isinstance(error.output, str) else ""
        raise CommandFailed(argv, f"timed out after {timeout} s", output) from error
    elapsed = time.perf_counter() - start
    if completed.returncode != 0:
        raise CommandFailed(argv, completed.returncode, completed.stdout)
    return elapsed, completed.stdout


#: Where a cgroup of the cpuacct controller (cgroup v1) or of the unified hierarchy
#: (cgroup v2) can be made, to count the CPU of every process a command starts.
CGROUP_ROOTS = (Path("/sys/fs/cgroup/cpuacct"), Path("/sys/fs/cgroup"))


def cgroup_cpu_seconds(group):
    """The CPU seconds a cgroup's processes used: cpuacct.usage (v1) or cpu.stat's
    usage_usec (v2)."""
    usage = group / "cpuacct.usage"
    if usage.exists():
        return int(usage.read_text()) / 1e9
    for line in (group / "cpu.stat").read_text().splitlines():
        name, _, value = line.partition(" ")
        if name == "usage_usec":
            return int(value) / 1e6
    raise OSError(f"no CPU usage in {group}")


def cpu_run(argv, env=None):
    """Runs argv like `run` and returns (seconds of CPU, combined output, how it was
    counted): the user and system time of the command and every process it started.

    Counted by a cgroup of its own where one can be made (as root): sandboxed scenario
    processes live in namespaces whose first process bubblewrap does not wait for, so
    their CPU never reaches the command's RUSAGE_CHILDREN. Elsewhere RUSAGE_CHILDREN
    (before and after), which then counts folio and what it waited for only."""
    for root in CGROUP_ROOTS:
        group = root / f"folio-bench-{os.getpid()}-{time.monotonic_ns()}"
        try:
            group.mkdir()
        except OSError:
            continue
        try:
            if not ((group / "cpuacct.usage").exists() or (group / "cpu.stat").exists()):
                continue
            wrapped = ["sh", "-c", 'echo $$ > "$0/cgroup.procs" && exec "$@"', str(group)] + [str(a) for a in argv]
            _, output = run(wrapped, env=env)
            return cgroup_cpu_seconds(group), output, "cgroup"
        finally:
            try:
                group.rmdir()
            except OSError:
                pass
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    _, output = run(argv, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), output, "rusage"


def output_of(argv, cwd=None):
    """The combined output of argv whatever its exit status ('' if it cannot start)."""
    try:
        completed = subprocess.run(
            [str(part) for part in argv], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True, errors="replace")
    except OSError:
        return ""
    return completed.stdout


class Folio:
    """A folio executable and the argument lists of its subcommands."""

    def __init__(self, path):
        """Remembers the executable's absolute path."""
        self.path = Path(path).resolve()

    def test(self, paths, cache_dir=None, update=False, shard=None, json=None):
        """`folio test PATHS [--update] [--cache-dir DIR] [--shard I/N] [--json PATH]`."""
        return [self.path, "test", *paths, *(["--update"] if update else []), *self._cache(cache_dir),
                *(["--shard", shard] if shard else []), *(["--json", json] if json else [])]

    def build(self, chapters, out, cache_dir=None):
        """`folio build --chapters CHAPTERS --out OUT [--cache-dir DIR]`."""
        return [self.path, "build", "--chapters", chapters, "--out", out, *self._cache(cache_dir)]

    def sources(self, book, out):
        """`folio sources BOOK --out OUT`: the swiftc arguments of the book's scenarios."""
        return [self.path, "sources", book, "--out", out]

    def has_cache_dir(self):
        """Whether `folio test` accepts `--cache-dir`."""
        return "--cache-dir" in output_of([self.path, "test", "--help"])

    def has_sources(self):
        """Whether folio has the `sources` subcommand (an unknown one prints folio's own usage)."""
        return "USAGE: folio sources" in output_of([self.path, "sources", "--help"])

    @staticmethod
    def _cache(cache_dir):
        """The `--cache-dir` arguments, none when no folder is given."""
        return [] if cache_dir is None else ["--cache-dir", cache_dir]
