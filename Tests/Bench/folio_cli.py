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


def cpu_run(argv, env=None):
    """Runs argv like `run` and returns (seconds of CPU, combined output): the user and
    system time of the command and of every process it waited for (RUSAGE_CHILDREN
    before and after)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    _, output = run(argv, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), output


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
