#!/usr/bin/env python3
"""Type-checks the SwiftUI surface corpus against the built engine.

Each file under Views/ is one tutorial-style screen. It is type-checked alone,
exactly as folio type-checks a standalone `swift` block of a chapter
(Sources/FolioToolchain/Build/ScenarioSource.swift and EngineLocation.swift): an
`import SwiftUI` line first, `import Foundation` and `import Dispatch` lines
blanked, then `swiftc -typecheck` with the engine's module aliases and paths.

    surface.py                 report: how many pass, what blocks the rest
    surface.py --check         also fail when a file of expected-pass.txt fails
    surface.py --update        rewrite expected-pass.txt from this run
    surface.py --errors        print each failing file's compiler errors

A folder under Views/ is a held-out group: views written without looking at the
engine, whose figure the report prints apart, because it is the honest measure of
how much unseen tutorial code compiles. Its files are named by their path under
Views/ (`held-out-2/05-split-the-bill.swift`), in expected-pass.txt too.

The report ranks the missing APIs by how many views they block. An API is named
from the compiler's first-hand errors (`cannot find 'X'`, `no member 'x'`,
`extra argument 'y'`); errors that only follow from another one are not counted.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
VIEWS = os.path.join(HERE, "Views")
EXPECTED = os.path.join(HERE, "expected-pass.txt")


def engine_flags(engine):
    """EngineLocation.commonFlags, with the engine directory filled in."""
    return [
        "-swift-version", "5", "-parse-as-library", "-enable-upcoming-feature", "MemberImportVisibility",
        "-module-alias", "SwiftUI=ViewGraph", "-module-alias", "Combine=CombineSurface",
        "-I", f"{engine}/Modules",
        "-Xcc", f"-fmodule-map-file={engine}/COpenCombineHelpers.build/module.modulemap",
        "-load-plugin-executable", f"{engine}/ViewGraphMacros-tool#ViewGraphMacros",
    ]


def standalone_source(code):
    """ScenarioSource.standalone: the prelude, then the code without Foundation imports."""
    lines = []
    for line in code.split("\n"):
        words = line.split()
        if len(words) == 2 and words[0] == "import" and words[1] in ("Foundation", "Dispatch", "FoundationNetworking"):
            line = ""
        lines.append(line)
    return "import SwiftUI\n" + "\n".join(lines)


ERROR = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$", re.M)


def typecheck(swiftc, engine, cache, work, name):
    """(name, [(line, col, message)]) for one corpus file; line numbers are the file's own."""
    with open(os.path.join(VIEWS, name), encoding="utf-8") as f:
        code = f.read()
    path = os.path.join(work, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(standalone_source(code))
    command = [swiftc] + engine_flags(engine) + ["-typecheck", "-module-cache-path", cache, path]
    result = subprocess.run(command, capture_output=True, text=True)
    errors = []
    for match in ERROR.finditer(result.stdout + result.stderr):
        if os.path.basename(match["path"]) != os.path.basename(name):
            continue
        # The prelude is one line: line L of the checked source is line L - 1 of the file.
        errors.append((int(match["line"]) - 2, int(match["col"]), match["message"]))
    if result.returncode != 0 and not errors:
        errors.append((0, 0, "swiftc failed: " + (result.stderr.strip().splitlines() or ["?"])[-1]))
    return name, code, errors


# MARK: - Naming what is missing

IDENTIFIER = re.compile(r"(\.?[A-Za-z_][A-Za-z0-9_]*)\s*$")


def text_before(code, line, col):
    """The file's text up to (line, col), 0-based line and 1-based column."""
    lines = code.split("\n")
    if not 0 <= line < len(lines):
        return ""
    return "\n".join(lines[:line]) + ("\n" if line else "") + lines[line][: max(col - 1, 0)]


def skip_group(text):
    """`text` without its last balanced `(…)` or `{…}` group."""
    closing = text[-1]
    opening = "(" if closing == ")" else "{"
    depth = 0
    for index in range(len(text) - 1, -1, -1):
        if text[index] == closing:
            depth += 1
        elif text[index] == opening:
            depth -= 1
            if depth == 0:
                return text[:index]
    return ""


def enclosing_call(code, line, col):
    """The name of the call whose parentheses hold (line, col): `Text`, `.alert`."""
    text = text_before(code, line, col)
    depth = 0
    for index in range(len(text) - 1, -1, -1):
        char = text[index]
        if char in ")}":
            depth += 1
        elif char in "({":
            if depth == 0:
                if char == "{":
                    return None
                match = IDENTIFIER.search(text[:index])
                return match.group(1) if match else None
            depth -= 1
    return None


def call_before(code, line, col):
    """The call a trailing closure at (line, col) follows: `.onLongPressGesture`."""
    text = text_before(code, line, col).rstrip()
    text = re.sub(r"[A-Za-z_][A-Za-z0-9_]*\s*:$", "", text).rstrip()
    while text and text[-1] in ")}":
        text = skip_group(text).rstrip()
    match = IDENTIFIER.search(text)
    return match.group(1) if match else None


def callee_at(code, line, col):
    """The name at (line, col) when the error points at a call: `Text(`, `.navigationBarTitle(`."""
    lines = code.split("\n")
    if not 0 <= line < len(lines):
        return None
    match = re.match(r"@?(\.?[A-Za-z_][A-Za-z0-9_.]*)", lines[line][max(col - 1, 0):])
    if match:
        return match.group(1)
    # The column is at the call's parenthesis: the name ends just before it.
    before = IDENTIFIER.search(text_before(code, line, col))
    return before.group(1) if before else None


def missing_api(code, line, col, message):
    """What an error says is missing, or None when it only follows from another error."""
    m = re.match(r"cannot find (?:type )?'([^']+)' in scope", message)
    if m:
        return m.group(1)
    m = re.match(r"(?:value of type|type|static member|instance member) '([^']*)'(?: \(aka '[^']*'\))? has no member '([^']+)'", message)
    if m:
        return None if m.group(1) == "Any" else "." + m.group(2)
    m = re.match(r"module '[^']+' has no member named '([^']+)'", message)
    if m:
        return m.group(1)
    m = re.match(r"unknown attribute '([^']+)'", message)
    if m:
        return "@" + m.group(1)
    m = re.match(r"(?:extra argument|extra arguments at positions [^ ]+) '?([^' ]+)'? in call", message)
    if m:
        return f"{enclosing_call(code, line, col) or '?'}({m.group(1)}:)"
    if message.startswith("extra trailing closure"):
        return f"{call_before(code, line, col) or '?'}(trailing closure)"
    m = re.match(r"incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)", message)
    if m:
        return f"{callee_at(code, line, col) or '?'}({m.group(1)})"
    if message.startswith("missing argument"):
        return f"{enclosing_call(code, line, col) or callee_at(code, line, col) or '?'}(…)"
    if message.startswith("no exact matches in call to"):
        callee = callee_at(code, line, col) or "?"
        source_line = code.split("\n")[line] if 0 <= line < len(code.split("\n")) else ""
        key = re.search(r"@Environment\(\\\.([A-Za-z_]+)\)", source_line)
        if callee == "Environment" and key:
            return f"EnvironmentValues.{key.group(1)}"
        return f"{callee}(…)"
    m = re.match(r"(?:initializer|instance method) '([^']+)' requires that 'Binding<", message)
    if m:
        return f"{callee_at(code, line, col) or '?'}($binding)"
    m = re.match(r"'([^']+)' cannot be constructed because it has no accessible initializers", message)
    if m:
        return None if m.group(1) == "Any" else f"{m.group(1)}(…)"
    m = re.match(r"'([^']+)' is not a member type of", message)
    if m:
        return m.group(1)
    m = re.match(r"cannot convert value of type '([^']+)' to expected argument type '([^']+)'", message)
    if m:
        return f"{enclosing_call(code, line, col) or '?'}(argument of type {m.group(1)})"
    return None


# Errors that follow from another one (an unknown type or modifier upstream).
CASCADES = (
    "cannot infer contextual base",
    "reference to member",
    "generic parameter",
    "type of expression is ambiguous",
    "failed to produce diagnostic",
    "the compiler is unable to type-check",
    "ambiguous use of",
    "'some' types are only permitted",
    "an enum with no cases cannot declare a raw type",
    "type annotation missing in pattern",
    "cannot infer key path type",
)
CASCADE_PATTERNS = (
    re.compile(r"is annotated with '@main' and must provide a main static function"),
    re.compile(r"requires that '[^']+' conform to '[^']+'"),
)


def blockers(code, errors):
    """The missing APIs a file's errors name (first-hand errors only)."""
    named = []
    for line, col, message in errors:
        api = missing_api(code, line, col, message)
        if api is None:
            if message.startswith(CASCADES) or any(p.search(message) for p in CASCADE_PATTERNS):
                continue
            if re.match(r"(?:type|value of type) 'Any' has no member|'Any' cannot be constructed", message):
                continue
            api = "other: " + re.sub(r"'[^']*'", "'…'", message)
        if api not in named:
            named.append(api)
    # A wrong argument type at a call already named by its labels is the same gap.
    labelled = {api.split("(")[0] for api in named if "(" in api and "argument of type" not in api}
    named = [api for api in named if "argument of type" not in api or api.split("(")[0] not in labelled]
    if not named and errors:
        named.append("other: " + errors[0][2])
    return named


def corpus_names():
    """Every view, as its path under Views/: the first round's files, then each group folder's."""
    names = []
    for folder, _, files in os.walk(VIEWS):
        names += [os.path.relpath(os.path.join(folder, f), VIEWS) for f in files if f.endswith(".swift")]
    return sorted(names)


def group_of(name):
    """The held-out group a view belongs to (its folder under Views/), or None for the first round."""
    folder = os.path.dirname(name)
    return folder or None


def figure(passed, total):
    """`N of M (P%)`."""
    percent = 100 * passed / total if total else 0
    return f"{passed} of {total} ({percent:.0f}%)"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", default=os.environ.get("FOLIO_ENGINE_DIR") or os.path.join(ROOT, ".build/debug"))
    parser.add_argument("--swiftc", default=os.environ.get("SWIFTC", "swiftc"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--check", action="store_true", help="fail when a file of expected-pass.txt fails")
    parser.add_argument("--update", action="store_true", help="rewrite expected-pass.txt from this run")
    parser.add_argument("--errors", action="store_true", help="print each failing file's errors")
    parser.add_argument("files", nargs="*", help="only these corpus files (names under Views/)")
    args = parser.parse_args()

    engine = os.path.abspath(args.engine)
    if not os.path.exists(os.path.join(engine, "Modules", "ViewGraph.swiftmodule")):
        print(f"error: no built engine in {engine} (Modules/ViewGraph.swiftmodule is missing)", file=sys.stderr)
        print("hint: run 'swift build' first, or pass --engine", file=sys.stderr)
        return 2
    names = corpus_names()
    if args.files:
        wanted = {os.path.relpath(os.path.abspath(f), VIEWS) if os.path.exists(f) else f for f in args.files}
        wanted |= {w.removeprefix("Views/") for w in wanted}
        names = [n for n in names if n in wanted or os.path.basename(n) in wanted]
    cache = os.path.join(ROOT, ".build", "surface-module-cache")
    os.makedirs(cache, exist_ok=True)

    with tempfile.TemporaryDirectory(prefix="surface-") as work:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(args.jobs, 1)) as pool:
            results = list(pool.map(lambda n: typecheck(args.swiftc, engine, cache, work, n), names))

    passed = [name for name, _, errors in results if not errors]
    failed = [(name, code, errors) for name, code, errors in results if errors]
    blocked_by = defaultdict(list)
    for name, code, errors in failed:
        for api in blockers(code, errors):
            blocked_by[api].append(name)

    total = len(results)
    percent = 100 * len(passed) / total if total else 0
    print(f"surface: {len(passed)} of {total} corpus views type-check against the engine ({percent:.0f}%)")
    for group in sorted({group_of(name) for name, _, _ in results} - {None}):
        members = [name for name, _, _ in results if group_of(name) == group]
        print(f"  held out, {group}/: {figure(len([n for n in members if n in passed]), len(members))}")
    if blocked_by:
        print("\nmissing APIs, by how many views they block:")
        width = min(max(len(api) for api in blocked_by), 48)
        for api, views in sorted(blocked_by.items(), key=lambda item: (-len(item[1]), item[0])):
            shown = ", ".join(v.removesuffix(".swift") for v in views[:4]) + (", …" if len(views) > 4 else "")
            print(f"  {len(views):3d}  {api.ljust(width)}  {shown}")
    if args.errors:
        for name, _, errors in failed:
            print(f"\n{name}:")
            for line, col, message in errors:
                print(f"  {line + 1}:{col}: {message}")

    status = 0
    if args.check or args.update:
        expected = []
        if os.path.exists(EXPECTED):
            with open(EXPECTED, encoding="utf-8") as f:
                expected = [l.strip() for l in f if l.strip() and not l.startswith("#")]
        checked = set(names)
        regressions = [n for n in expected if n in checked and n not in passed]
        newly = [n for n in passed if n not in expected]
        if args.update:
            kept = sorted(set(n for n in expected if n not in checked) | set(passed))
            with open(EXPECTED, "w", encoding="utf-8") as f:
                f.write("# Corpus views that type-check against the engine; `make test` fails when one stops.\n")
                f.write("# Regenerate with: python3 Tests/SurfaceCorpus/surface.py --update\n")
                f.writelines(n + "\n" for n in kept)
            print(f"\nwrote {os.path.relpath(EXPECTED, ROOT)}: {len(kept)} views expected to pass")
        elif regressions:
            print("\nerror: corpus views that passed no longer type-check:", file=sys.stderr)
            for name, _, errors in failed:
                if name in regressions:
                    print(f"  {name}: {errors[0][2]}", file=sys.stderr)
            status = 1
        elif newly:
            print(f"\nnote: {len(newly)} more views pass than expected-pass.txt lists; "
                  "run surface.py --update to keep them passing")
    return status


if __name__ == "__main__":
    sys.exit(main())
