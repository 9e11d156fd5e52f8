"""How evenly `folio test --shard I/2` splits a book, for `make bench` (bench.py).

Each run, in turns on the same machine: the whole book cold (`folio test` with an
empty cache), then shard 1/2 and shard 2/2 each cold in its own empty cache (no cost
history: shards are dealt by number of checks), then each again in an empty cache
holding only the whole run's `costs/` (the last known cost of every unit, as a cache
restored in CI has it). `shard_balance` for each = the slower shard over half the
whole, taken in each run (the shards beside the whole they are compared with: this
machine's speed drifts by up to 2x within minutes) and the median over the runs; the
summary takes the worse of the two.
"""

import shutil
import statistics
import sys
from dataclasses import dataclass

sys.dont_write_bytecode = True  # keep __pycache__ out of Tests/Bench
import folio_cli

#: The shards the book is split into.
SHARDS = 2


@dataclass
class ShardRun:
    """One run's seconds: the whole book, and each shard without and with cost history."""

    whole_s: float
    no_history_s: list
    history_s: list


@dataclass
class ShardBalance:
    """The runs of the whole book and its shards; their medians and balances."""

    label: str
    runs: list

    @staticmethod
    def balance(shards, whole):
        """The slowest shard over the whole's even share."""
        return max(shards) / (whole / len(shards)) if whole > 0 else None

    def median_balance(self, shards_of):
        """The median over the runs of each run's balance."""
        values = [self.balance(shards_of(run), run.whole_s) for run in self.runs]
        values = [value for value in values if value is not None]
        return statistics.median(values) if values else None

    @property
    def whole_s(self):
        """Median seconds of the whole book."""
        return statistics.median(run.whole_s for run in self.runs)

    def median_seconds(self, shards_of):
        """Median seconds of each shard over the runs."""
        return [statistics.median(shards_of(run)[index] for run in self.runs) for index in range(SHARDS)]

    @property
    def no_history_s(self):
        """Median seconds of each shard with no cost history."""
        return self.median_seconds(lambda run: run.no_history_s)

    @property
    def history_s(self):
        """Median seconds of each shard with the whole run's costs."""
        return self.median_seconds(lambda run: run.history_s)

    @property
    def no_history(self):
        """shard_balance with no cost history."""
        return self.median_balance(lambda run: run.no_history_s)

    @property
    def history(self):
        """shard_balance with the whole run's costs."""
        return self.median_balance(lambda run: run.history_s)

    @property
    def worse(self):
        """The summary's shard_balance: the worse of the two."""
        values = [value for value in (self.no_history, self.history) if value is not None]
        return max(values) if values else None

    def line(self):
        """`shards: book=… whole_s=… no_history_s=a,b shard_balance_no_history=… history_s=… …`."""
        seconds = lambda values: ",".join(f"{value:.2f}" for value in values)
        return (f"shards: book={self.label.replace(' ', '-')} whole_s={self.whole_s:.2f} "
                f"no_history_s={seconds(self.no_history_s)} shard_balance_no_history={self.no_history:.2f} "
                f"history_s={seconds(self.history_s)} shard_balance_history={self.history:.2f} "
                f"shard_balance={self.worse:.2f}")


def cold(folio, book, cache, shard=None, costs=None):
    """Seconds of `folio test` in an emptied `cache` (holding a copy of `costs` when given)."""
    shutil.rmtree(cache, ignore_errors=True)
    if costs is not None:
        shutil.copytree(costs, cache / "costs")
    return folio_cli.run(folio.test([book], cache, shard=shard))[0]


def measure(folio, label, book, scratch, runs):
    """The whole book and its two shards, cold, `runs` times in turns."""
    print(f"shards: {label}, whole and {SHARDS} shards, each cold in its own cache (in turns)", flush=True)
    measured = []
    whole_cache = scratch / "shard-whole-cache"
    for run in range(runs):
        whole = cold(folio, book, whole_cache)
        if not (whole_cache / "costs").is_dir():
            raise ValueError(f"the whole run recorded no costs in {whole_cache}/costs")
        no_history, history = [], []
        for index in range(SHARDS):
            shard = f"{index + 1}/{SHARDS}"
            no_history.append(cold(folio, book, scratch / f"shard-{index + 1}-cache", shard))
            history.append(cold(folio, book, scratch / f"shard-{index + 1}-cache", shard, costs=whole_cache / "costs"))
        measured.append(ShardRun(whole, no_history, history))
        print(f"  {run + 1}/{runs}: whole {whole:.2f} s; no history "
              + ", ".join(f"{seconds:.2f} s" for seconds in no_history) + "; with history "
              + ", ".join(f"{seconds:.2f} s" for seconds in history), flush=True)
    return ShardBalance(label, measured)
