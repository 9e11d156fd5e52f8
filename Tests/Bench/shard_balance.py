"""How evenly `folio test --shard I/2` splits a book, for `make bench` (bench.py).

Each run, in turns on the same machine: the whole book cold (`folio test` with an
empty cache), then shard 1/2 and shard 2/2 each cold in its own empty cache (no cost
history: shards are dealt by number of checks), then each again in an empty cache
holding only the whole run's `costs/` (the last known cost of every unit, as a cache
restored in CI has it). `shard_balance` for each = the slower shard over half the
whole; the summary takes the worse of the two.
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
class ShardBalance:
    """Median seconds of the whole book and of each shard, without and with cost history."""

    label: str
    whole_s: float
    no_history_s: list
    history_s: list

    @staticmethod
    def balance(shards, whole):
        """The slowest shard over the whole's even share."""
        return max(shards) / (whole / len(shards)) if whole > 0 else None

    @property
    def no_history(self):
        """shard_balance with no cost history."""
        return self.balance(self.no_history_s, self.whole_s)

    @property
    def history(self):
        """shard_balance with the whole run's costs."""
        return self.balance(self.history_s, self.whole_s)

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
    """The whole book and its two shards, cold, `runs` times in turns; medians."""
    print(f"shards: {label}, whole and {SHARDS} shards, each cold in its own cache (in turns)", flush=True)
    whole, no_history, history = [], [[] for _ in range(SHARDS)], [[] for _ in range(SHARDS)]
    whole_cache = scratch / "shard-whole-cache"
    for run in range(runs):
        whole.append(cold(folio, book, whole_cache))
        if not (whole_cache / "costs").is_dir():
            raise ValueError(f"the whole run recorded no costs in {whole_cache}/costs")
        for index in range(SHARDS):
            shard = f"{index + 1}/{SHARDS}"
            no_history[index].append(cold(folio, book, scratch / f"shard-{index + 1}-cache", shard))
            history[index].append(
                cold(folio, book, scratch / f"shard-{index + 1}-cache", shard, costs=whole_cache / "costs"))
        print(f"  {run + 1}/{runs}: whole {whole[-1]:.2f} s; no history "
              + ", ".join(f"{times[-1]:.2f} s" for times in no_history) + "; with history "
              + ", ".join(f"{times[-1]:.2f} s" for times in history), flush=True)
    return ShardBalance(label, statistics.median(whole), [statistics.median(times) for times in no_history],
                        [statistics.median(times) for times in history])
