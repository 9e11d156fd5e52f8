#!/usr/bin/env python3
"""Each Folio target's public face: `public` is what a target offers the targets that
depend on it, so a `public` (or `package`) declaration that no other target's sources
name is an error (make it internal; tests reach it through `@testable import`).

    python3 Scripts/public_surface.py            check, part of `make lint`
    python3 Scripts/public_surface.py --fix      drop the needless `public`s, then build
    python3 Scripts/public_surface.py --count    public declarations per target

The check reads names, not types: a declaration counts as used when another target's
code (comments and string literals left out) has its name as a word, so a common name
used elsewhere for something else passes (the check misses it; it never refuses a
declaration the compiler needs). Besides a use elsewhere, a declaration stays public when
the compiler requires it to be:
  - its name appears in the signature of a public declaration of its target that stays
    public (a type in a used function's parameters, a case's payload, an inheritance
    clause, a protocol requirement; a public enum's cases count even when none of its
    members is public), or, for any declaration, in a default value there;
  - it is an operator, an `override` or a `required init`, or it has the name of a
    requirement of a protocol (WITNESSES for the standard library's, and every
    requirement of the protocols the checked targets declare);
  - an initializer of a type whose name other targets call (`Type(`, `Type.init`) or
    whose initializer they reach as `.init(`, or that such a default value calls.
A `public` inside a type that is not public itself is an error too (it offers nothing).
Only Sources/Folio* targets are checked; their readers are the other targets under
Sources whose files import them.
"""

import argparse
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.dont_write_bytecode = True

# Members a public type must keep public because a standard-library or Foundation
# protocol it conforms to requires them.
WITNESSES = {
  "description", "debugDescription", "errorDescription", "failureReason", "recoverySuggestion",
  "localizedDescription", "hash", "hashValue", "encode", "rawValue", "id", "makeIterator", "next",
  "startIndex", "endIndex", "index", "subscript", "callAsFunction", "allCases",
}

ACCESS = {"public", "open", "package"}
DECLARATION_KEYWORDS = {
  "func", "var", "let", "init", "subscript", "typealias", "struct", "class", "enum", "protocol",
  "actor", "extension", "associatedtype", "macro",
}
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "extension"}
MODIFIERS = {
  "static", "class", "final", "mutating", "nonmutating", "nonisolated", "override", "convenience",
  "required", "lazy", "indirect", "dynamic", "weak", "unowned", "distributed", "consuming",
  "borrowing", "optional", "private", "fileprivate", "internal", "public", "package", "open",
}

TOKEN = re.compile(r"`[A-Za-z_][A-Za-z0-9_]*`|@?[A-Za-z_][A-Za-z0-9_]*|[{}()\[\]]|[-+*/%=<>!&|^~?.]+|\n|\S")


def code_only(text):
  """The text with comments and string literals (but not their interpolations) blanked,
  newlines kept, so that offsets and line numbers still match the file."""
  out = list(text)
  n = len(text)

  def blank(start, end):
    for k in range(start, end):
      if out[k] != "\n":
        out[k] = " "

  i = 0
  paren = 0
  returns = []  # the string each open interpolation returns to: (hashes, multiline, paren)
  string = None  # (hashes, multiline) while inside a string literal
  start = 0
  while i < n:
    if string is None:
      if text.startswith("//", i):
        end = text.find("\n", i)
        end = n if end < 0 else end
        blank(i, end)
        i = end
        continue
      if text.startswith("/*", i):
        depth, j = 1, i + 2
        while j < n and depth:
          if text.startswith("/*", j):
            depth, j = depth + 1, j + 2
          elif text.startswith("*/", j):
            depth, j = depth - 1, j + 2
          else:
            j += 1
        blank(i, j)
        i = j
        continue
      opening = re.compile(r'(#*)("""|")').match(text, i)
      if opening and (opening.group(1) == "" or text[i] == "#"):
        string = (len(opening.group(1)), opening.group(2) == '"""')
        i = opening.end()
        start = i
        continue
      if text[i] == "(":
        paren += 1
      elif text[i] == ")":
        paren -= 1
        if returns and paren == returns[-1][2]:
          hashes, multiline, _ = returns.pop()
          string = (hashes, multiline)
          start = i + 1
      i += 1
      continue
    hashes, multiline = string
    closing = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    if text.startswith(closing, i):
      blank(start, i)
      string = None
      i += len(closing)
    elif text.startswith(escape, i):
      after = i + len(escape)
      if after < n and text[after] == "(":
        blank(start, i)
        returns.append((hashes, multiline, paren))
        paren += 1
        string = None
        i = after + 1
      else:
        i = after + 1
    elif text[i] == "\n" and not multiline:
      blank(start, i)
      string = None
      i += 1
    else:
      i += 1
  if string is not None:
    blank(start, n)
  return "".join(out)


@dataclass
class Declaration:
  """One declaration with an access keyword, as the check sees it."""

  path: Path
  line: int
  access: str  # public, open or package
  access_offset: int  # where the access keyword starts in the file
  kind: str  # func, var, init, struct, ...
  name: str
  modifiers: list
  signature: str  # the declaration's head: the text up to its body or the end of its line
  enclosing: object  # the enclosing Scope, or None at file level
  own: object = None  # for a type, the Scope of its body (its cases and requirements)


@dataclass
class Scope:
  """A type or extension body."""

  kind: str
  name: str
  access: str  # the access of its own declaration, "" for none
  body: list = field(default_factory=list)  # signatures of cases and protocol requirements


@dataclass
class Target:
  """A folder of Sources: its declarations and every word its code uses."""

  name: str
  declarations: list = field(default_factory=list)
  words: set = field(default_factory=set)
  code: str = ""
  types: dict = field(default_factory=dict)  # type name -> its access ("" when internal)
  requirements: set = field(default_factory=set)  # names its protocols require
  imports: set = field(default_factory=set)  # the modules its files import


def tokens_of(code):
  """(text, offset) for each token of blanked code, newlines included."""
  return [(m.group(0), m.start()) for m in TOKEN.finditer(code)]


def head_end(tokens, k):
  """The index after a declaration's head starting at token k: its body's `{`, the end
  of its line outside brackets, or the file's end."""
  depth = 0
  while k < len(tokens):
    text = tokens[k][0]
    if text in "([":
      depth += 1
    elif text in ")]":
      depth -= 1
    elif text == "{" and depth <= 0:
      return k
    elif text == "}" and depth <= 0:
      return k
    elif text == "\n" and depth <= 0:
      nxt = next((t for t, _ in tokens[k + 1 :] if t != "\n"), "")
      if not (nxt in {"where", "throws", "async", "rethrows", "->", ":", ",", "&"} or nxt.startswith(".")):
        return k
    k += 1
  return k


def parse_file(path, text, target):
  """Adds the file's declarations, words, types and protocol requirements to target."""
  code = code_only(text)
  target.code += code + "\n"
  target.words.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", code))
  target.imports.update(re.findall(r"^[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?(\w+)", code, re.M))
  tokens = tokens_of(code)
  stack = []  # Scope for a type body, None for any other brace
  pending = None  # a type declaration whose body's `{` is next
  k = 0
  while k < len(tokens):
    text_k, offset = tokens[k]
    if text_k == "{":
      stack.append(pending)
      pending = None
      k += 1
      continue
    if text_k == "}":
      if stack:
        stack.pop()
      k += 1
      continue
    inside_code = any(scope is None for scope in stack)
    if inside_code:
      k += 1
      continue
    enclosing = stack[-1] if stack else None
    # A declaration starts at a run of attributes and modifiers, then its keyword.
    j = k
    modifiers = []
    while j < len(tokens):
      t = tokens[j][0]
      if t.startswith("@"):
        j += 1
        if j < len(tokens) and tokens[j][0] == "(":
          j = skip_group(tokens, j)
        continue
      if t in MODIFIERS and not (t == "class" and is_type_name(tokens, j + 1)):
        modifiers.append(t)
        j += 1
        if j < len(tokens) and tokens[j][0] == "(":
          j = skip_group(tokens, j)
        continue
      break
    keyword = tokens[j][0] if j < len(tokens) else ""
    if keyword not in DECLARATION_KEYWORDS and keyword != "case":
      k = max(j, k + 1)
      continue
    if keyword == "case" and enclosing is not None and enclosing.kind == "enum":
      end = head_end(tokens, j)
      enclosing.body.append(code[offset : tokens[end][1] if end < len(tokens) else len(code)])
      k = end
      continue
    name = declared_name(tokens, j)
    access = next((m for m in modifiers if m in ACCESS), "")
    if keyword in TYPE_KEYWORDS:
      pending = Scope(keyword, name.split(".")[-1], access)
      if keyword != "extension":
        target.types[pending.name] = access
    end = head_end(tokens, j)
    signature = code[tokens[j][1] : tokens[end][1] if end < len(tokens) else len(code)]
    if enclosing is not None and enclosing.kind == "protocol":
      enclosing.body.append(signature)
      target.requirements.add(name)
    if access:
      access_offset = next(tokens[m][1] for m in range(k, j) if tokens[m][0] == access)
      target.declarations.append(
        Declaration(
          path, code.count("\n", 0, access_offset) + 1, access, access_offset, keyword, name,
          [m for m in modifiers if m not in ACCESS], signature, enclosing,
          pending if keyword in TYPE_KEYWORDS else None,
        )
      )
    k = j + 1


def skip_group(tokens, j):
  """The index after the bracket group opening at j."""
  depth = 0
  while j < len(tokens):
    if tokens[j][0] == "(":
      depth += 1
    elif tokens[j][0] == ")":
      depth -= 1
      if depth == 0:
        return j + 1
    j += 1
  return j


def is_type_name(tokens, j):
  """Whether `class` at j - 1 declares a class (rather than modifying a member)."""
  while j < len(tokens) and tokens[j][0] == "\n":
    j += 1
  return j < len(tokens) and re.match(r"[A-Za-z_]", tokens[j][0]) and tokens[j][0] not in DECLARATION_KEYWORDS | MODIFIERS


def declared_name(tokens, j):
  """The name a declaration whose keyword is at j declares."""
  keyword = tokens[j][0]
  if keyword in {"init", "subscript"}:
    return keyword
  j += 1
  parts = []
  while j < len(tokens) and tokens[j][0] != "\n":
    t = tokens[j][0].strip("`")
    if parts and t != "." and parts[-1] != ".":
      break
    if t == "." or re.match(r"[A-Za-z_]", t) or (not parts and keyword == "func"):
      parts.append(t)
      j += 1
      if keyword == "func" and not re.match(r"[A-Za-z_]", t):
        break
      continue
    break
  return "".join(parts)


def load(root):
  """Every target under root/Sources, by folder name."""
  targets = {}
  sources = root / "Sources"
  for folder in sorted(p for p in sources.iterdir() if p.is_dir()):
    target = Target(folder.name)
    for path in sorted(folder.rglob("*.swift")):
      parse_file(path, path.read_text(encoding="utf-8"), target)
    targets[folder.name] = target
  return targets


def checked(targets):
  """The targets whose faces the check keeps narrow: Folio*."""
  return [t for name, t in targets.items() if name.startswith("Folio")]


def scope_is_public(scope, target):
  """Whether members of scope can be seen outside the target at all."""
  if scope is None:
    return True
  if scope.kind == "extension":
    if scope.name in target.types:
      return target.types[scope.name] in {"public", "open", "package"} or scope.access in ACCESS
    return True  # an extension of another module's type
  return scope.access in ACCESS


def violations(targets):
  """(declaration, reason) for each access keyword the rule does not allow."""
  requirements = set().union(*(t.requirements for t in checked(targets))) - {"init"}
  found = []
  for target in checked(targets):
    others = [t for t in targets.values() if t is not target and target.name in t.imports]
    used_words = set().union(*(t.words for t in others))
    other_code = "\n".join(t.code for t in others)
    needed = set()
    for d in target.declarations:
      if d.kind == "extension":
        found.append((d, "an access keyword on an extension hides its members from the check; write it on each member"))
        continue
      if not scope_is_public(d.enclosing, target):
        found.append((d, "it is inside a type that is not public itself, so it offers nothing"))
        continue
      if is_required(d, used_words, other_code, requirements):
        needed.add(id(d))
    # What stays public keeps public what its signature names.
    changed = True
    while changed:
      changed = False
      signatures = " ".join(
        d.signature + " " + " ".join(d.enclosing.body if d.enclosing else []) + " " + " ".join(d.own.body if d.own else [])
        for d in target.declarations
        if id(d) in needed
      )
      scopes = [s for s in {id(d.enclosing): d.enclosing for d in target.declarations if id(d) in needed}.values()]
      signatures += " " + " ".join(" ".join(s.body) for s in scopes if s is not None)
      signatures += " " + " ".join(s.name for s in scopes if s is not None)
      words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", signatures))
      defaults = set(re.findall(r"=\s*\.?([A-Za-z_][A-Za-z0-9_]*)", signatures))
      for d in target.declarations:
        if id(d) in needed or not scope_is_public(d.enclosing, target):
          continue
        named = d.kind in TYPE_KEYWORDS | {"typealias"} and d.name in words or d.name in defaults
        # A public default argument may call an initializer.
        called = d.kind == "init" and d.enclosing is not None and re.search(rf"\b{re.escape(d.enclosing.name)}\s*\(", signatures)
        if named or called:
          needed.add(id(d))
          changed = True
    for d in target.declarations:
      if d.kind != "extension" and scope_is_public(d.enclosing, target) and id(d) not in needed:
        found.append((d, f"no other target uses '{d.name}'"))
  return found


def is_required(d, used_words, other_code, requirements):
  """Whether another target names d, or the compiler needs it public."""
  if d.name in WITNESSES or d.name in requirements or not re.match(r"[A-Za-z_]", d.name):
    return True
  if "override" in d.modifiers or "required" in d.modifiers:
    return True
  if d.kind == "init":
    if re.match(r"init\??\s*\((from|rawValue)\b", d.signature):
      return True  # Decodable's and RawRepresentable's
    owner = d.enclosing.name if d.enclosing is not None else ""
    return bool(owner) and (
      re.search(rf"\b{re.escape(owner)}(\.init)?\s*[(<]", other_code) is not None
      or re.search(r"(?<![A-Za-z0-9_])\.init\(", other_code) is not None
    )
  return d.name in used_words


def fix(found):
  """Removes each reported access keyword (and the space after it) from its file."""
  by_path = {}
  for d, _ in found:
    by_path.setdefault(d.path, []).append(d)
  for path, declarations in by_path.items():
    text = path.read_text(encoding="utf-8")
    for d in sorted(declarations, key=lambda d: d.access_offset, reverse=True):
      end = d.access_offset + len(d.access)
      while end < len(text) and text[end] == " ":
        end += 1
      text = text[: d.access_offset] + text[end:]
    path.write_text(text, encoding="utf-8")


def main(argv=None):
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
  parser.add_argument("--fix", action="store_true", help="remove each needless access keyword")
  parser.add_argument("--count", action="store_true", help="print public declarations per target")
  args = parser.parse_args(argv)
  targets = load(args.root)
  if args.count:
    for target in checked(targets):
      public = sum(1 for d in target.declarations if d.access in {"public", "open"})
      package = sum(1 for d in target.declarations if d.access == "package")
      print(f"{target.name}: {public} public, {package} package")
    return 0
  if args.fix:
    rounds = 0
    while True:
      found = violations(targets)
      if not found:
        break
      fix(found)
      rounds += 1
      targets = load(args.root)
    print(f"public-surface: fixed in {rounds} round(s); build, and restore what the compiler asks for")
    return 0
  found = violations(targets)
  for d, reason in sorted(found, key=lambda f: (str(f[0].path), f[0].line)):
    where = d.path.relative_to(args.root) if d.path.is_relative_to(args.root) else d.path
    print(f"{where}:{d.line}: error: '{d.access}' on '{d.name}': {reason}", file=sys.stderr)
  if found:
    print(
      f"hint: make {'it' if len(found) == 1 else 'them'} internal (tests reach internals through @testable import),"
      " or run 'python3 Scripts/public_surface.py --fix'; README, How it is built, says when public is right",
      file=sys.stderr,
    )
    return 1
  return 0


if __name__ == "__main__":
  sys.exit(main())
