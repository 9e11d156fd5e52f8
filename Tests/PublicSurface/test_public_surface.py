"""The public-face check's own rules (Scripts/public_surface.py), on tiny fixture trees:
a `public` that no other target reads fails, naming file:line; one that another target
reads, or that the compiler needs public, passes.

    python3 -B -m unittest discover -s Tests/PublicSurface -p 'test_*.py'   (make public-surface-test)
"""

import contextlib
import io
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "Scripts"))
import public_surface

# A reader that uses FolioA's Thing, its size and its initializer.
READER = """
import FolioA

let thing = Thing(size: 1)
print(thing.size)
"""


class Tree:
  """A fixture tree: Sources/<target>/<target>.swift for each target given."""

  def __init__(self, **targets):
    self.folder = tempfile.TemporaryDirectory()
    self.root = Path(self.folder.name)
    for name, source in targets.items():
      folder = self.root / "Sources" / name
      folder.mkdir(parents=True)
      (folder / f"{name}.swift").write_text(textwrap.dedent(source).lstrip("\n"), encoding="utf-8")

  def check(self, *extra):
    """(exit status, stderr) of the check over this tree."""
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
      status = public_surface.main(["--root", str(self.root), *extra])
    return status, err.getvalue()

  def source(self, name):
    return (self.root / "Sources" / name / f"{name}.swift").read_text(encoding="utf-8")

  def close(self):
    self.folder.cleanup()


class PublicSurfaceTests(unittest.TestCase):
  def tree(self, **targets):
    tree = Tree(**targets)
    self.addCleanup(tree.close)
    return tree

  def assertPasses(self, **targets):
    """The check passes on a tree of these targets, saying nothing."""
    self.assertEqual(self.tree(**targets).check(), (0, ""))

  def test_a_face_every_name_of_which_another_target_reads_passes(self):
    self.assertPasses(
      FolioA="""
        /// A thing.
        public struct Thing {
          /// Its size.
          public var size: Int
          var hidden = 0
          /// A thing of a size.
          public init(size: Int) { self.size = size }
        }
        """,
      FolioB=READER,
    )

  def test_a_public_declaration_no_other_target_reads_fails_naming_its_line(self):
    tree = self.tree(
      FolioA="""
        /// A thing.
        public struct Thing {
          /// Its size.
          public var size: Int
          /// A thing of a size.
          public init(size: Int) { self.size = size }
          /// Read by no one.
          public func lonely() {}
        }
        """,
      FolioB=READER,
    )
    status, err = tree.check()
    self.assertEqual(status, 1)
    self.assertIn("Sources/FolioA/FolioA.swift:8: error: 'public' on 'lonely'", err)
    self.assertIn("make it internal", err)

  def test_a_package_declaration_no_other_target_reads_fails(self):
    tree = self.tree(FolioA="package func lonely() {}\n", FolioB="import FolioA\n")
    status, err = tree.check()
    self.assertEqual(status, 1)
    self.assertIn("'package' on 'lonely'", err)

  def test_a_name_in_a_comment_or_a_string_is_no_use(self):
    tree = self.tree(
      FolioA="public func lonely() {}\n",
      FolioB="""
        import FolioA
        // lonely
        /* lonely */
        let text = "lonely"
        let raw = #"lonely \\(x)"#
        let long = \"\"\"
          lonely
          \"\"\"
        """,
    )
    self.assertEqual(tree.check()[0], 1)

  def test_a_name_inside_an_interpolation_is_a_use(self):
    tree = self.tree(FolioA="public func wanted() -> Int { 1 }\n", FolioB='import FolioA\nprint("n: \\(wanted())")\n')
    self.assertEqual(tree.check(), (0, ""))

  def test_a_target_that_does_not_import_it_is_no_reader(self):
    tree = self.tree(FolioA="public func wanted() {}\n", FolioB="func other() { wanted() }\n")
    self.assertEqual(tree.check()[0], 1)

  def test_a_type_only_a_used_signature_names_stays_public(self):
    self.assertPasses(
      FolioA="""
        public struct Widget {}
        public func make() -> Widget { Widget() }
        """,
      FolioB="import FolioA\nlet made = make()\n",
    )

  def test_a_type_only_a_used_enum_case_names_stays_public(self):
    self.assertPasses(
      FolioA="""
        public struct Outcome {}
        public enum Block {
          case plain
          case checked(Outcome)
        }
        """,
      FolioB="import FolioA\nfunc draw(_ block: Block) {}\n",
    )

  def test_an_initializer_a_public_default_argument_calls_stays_public(self):
    self.assertPasses(
      FolioA="""
        public struct Address {
          public init(line: Int) {}
        }
        public func locate(at address: Address = Address(line: 0)) {}
        """,
      FolioB="import FolioA\nlocate()\n",
    )

  def test_a_member_a_public_default_argument_names_stays_public(self):
    self.assertPasses(
      FolioA="""
        public struct Runner {
          public static let defaultLimit = 8
          public init(limit: Int = defaultLimit) {}
        }
        """,
      FolioB="import FolioA\nlet runner = Runner()\n",
    )

  def test_a_public_member_of_an_internal_type_fails(self):
    tree = self.tree(
      FolioA="""
        struct Hidden {
          public var size = 0
        }
        """,
      FolioB="import FolioA\nprint(size)\n",
    )
    status, err = tree.check()
    self.assertEqual(status, 1)
    self.assertIn("not public itself", err)

  def test_a_protocol_witness_of_a_public_type_stays_public(self):
    self.assertPasses(
      FolioA="""
        public struct Thing: CustomStringConvertible, Equatable {
          public var size: Int
          public init(size: Int) { self.size = size }
          public var description: String { "thing" }
          public static func == (a: Thing, b: Thing) -> Bool { true }
        }
        """,
      FolioB=READER,
    )

  def test_an_initializer_no_other_target_calls_fails(self):
    tree = self.tree(
      FolioA="""
        public struct Thing {
          public var size = 0
          public init(size: Int) { self.size = size }
        }
        public func thing() -> Thing { Thing(size: 1) }
        """,
      FolioB="import FolioA\nprint(thing().size)\n",
    )
    status, err = tree.check()
    self.assertEqual(status, 1)
    self.assertIn("'public' on 'init'", err)

  def test_a_public_extension_fails_since_its_members_would_go_unchecked(self):
    tree = self.tree(FolioA="public extension Array {\n  func lonely() {}\n}\n", FolioB="import FolioA\nlet a = Array\n")
    self.assertEqual(tree.check()[0], 1)

  def test_fix_leaves_a_tree_that_passes_and_touches_only_access(self):
    tree = self.tree(
      FolioA="""
        public struct Thing {
          public var size: Int
          public private(set) var count = 0
          public init(size: Int) { self.size = size }
        }
        public enum Lonely {
          public static let value = 1
        }
        """,
      FolioB=READER,
    )
    tree.check("--fix")
    self.assertEqual(tree.check(), (0, ""))
    self.assertIn("  private(set) var count = 0", tree.source("FolioA"))
    self.assertIn("enum Lonely {\n  static let value = 1", tree.source("FolioA"))
    self.assertIn("public init(size: Int)", tree.source("FolioA"))

  def test_only_folio_targets_are_checked(self):
    tree = self.tree(Engine="public func anything() {}\n")
    self.assertEqual(tree.check(), (0, ""))


if __name__ == "__main__":
  unittest.main()
