#!/bin/sh
# `make install` as a new author uses it (part of `make test`): folio and its engine
# installed under a temporary PREFIX (the debug build, not rebuilt), the tree then moved,
# as an unpacked `make dist` tarball is, and that folio, reached through a link, run in a
# folder outside the repository: `folio init` then `folio build` passes and writes the
# config's title, and a plain-Swift chapter with a wrong transcript fails at its line.
# Then `make dist`'s tarball, unpacked into an empty folder: init and build pass there,
# with a chapter that uses the engine's macros (#Preview, @Entry) added, and its
# `folio serve` answers with the book's page until Ctrl-C stops it.
set -eu
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d /tmp/folio-install-test-XXXXXX)
trap 'rm -rf "$work"' EXIT
# Others may enter it, so the sandbox starts as nobody (as for any author's folder).
chmod 755 "$work"
fail() { echo "install-test: error: $*" >&2; exit 1; }

make -C "$repo" --no-print-directory install CONFIGURATION=debug PREFIX="$work/staged" >/dev/null
mv "$work/staged" "$work/prefix"
mkdir -p "$work/bin" "$work/elsewhere"
ln -s "$work/prefix/bin/folio" "$work/bin/folio"
folio="$work/bin/folio"
# Nothing may lead back to the build: no FOLIO_ENGINE_DIR, and run from outside the repository.
unset FOLIO_ENGINE_DIR
cd "$work/elsewhere"

"$folio" --version | grep -q '^folio [0-9]' || fail "folio --version printed no version"

"$folio" init book >/dev/null || fail "folio init failed"
cd book
out=$("$folio" build --quiet 2>&1) || fail "folio build of a new book failed:
$out"
echo "$out" | grep -q '^3 passed, 0 failed' || fail "unexpected report:
$out"
grep -q 'My Book' site/index.html || fail "the site has no title"

# A wrong transcript fails (exit 1) at its line, checked from outside the book: line 15
# of the plain-Swift chapter is 'Fizz'.
sed -n 15p chapters/02-plain-swift.md | grep -qx 'Fizz' || fail "the template moved: line 15 is not Fizz"
sed -i '15s/Fizz/Buzz/' chapters/02-plain-swift.md
cd "$work/elsewhere"
status=0
out=$("$folio" test book/chapters --quiet 2>&1) || status=$?
[ "$status" = 1 ] || fail "a wrong transcript exited $status, not 1:
$out"
echo "$out" | grep -q "^book/chapters/02-plain-swift.md:15:1: error: transcript of scenario 'fizzbuzz' does not match" \
  || fail "the failure is not at its line:
$out"
# The cache is the book's: nothing was written into the folder folio ran in.
[ "$(ls -A "$work/elsewhere")" = book ] || fail "folio wrote into the current folder: $(ls -A "$work/elsewhere")"

# `make dist` (the same debug build, not rebuilt): its tarball unpacked into an empty
# folder holds one folder, whose bin/folio builds a new book there.
make -C "$repo" --no-print-directory dist CONFIGURATION=debug DIST_DIR="$work/dist" >/dev/null
set -- "$work"/dist/folio-*-linux-*.tar.gz
[ "$#" = 1 ] && [ -f "$1" ] || fail "make dist wrote no single tarball: $(ls -A "$work/dist")"
mkdir "$work/unpacked"
tar -C "$work/unpacked" -xzf "$1"
name=$(basename "$1" .tar.gz)
[ "$(ls -A "$work/unpacked")" = "$name" ] || fail "the tarball does not hold one folder $name: $(ls -A "$work/unpacked")"
unpacked="$work/unpacked/$name/bin/folio"
cd "$work/unpacked"
"$unpacked" init book >/dev/null || fail "the unpacked folio's init failed"
cd book
# A chapter with the engine's macros: swiftc runs the plugin installed beside the engine,
# in the sandbox. @Entry's default shows; the preview type-checks and never runs.
cat > chapters/03-macros.md <<'CHAPTER'
# Macros

```swift scenario=badge root=Badge
import SwiftUI

extension EnvironmentValues {
    @Entry var badgeText: String = "new"
}

struct Badge: View {
    @Environment(\.badgeText) private var text
    var body: some View { Text(text) }
}

#Preview {
    Badge()
}
```

```transcript scenario=badge
> screen
Text "new"
```
CHAPTER
out=$("$unpacked" build --quiet 2>&1) || fail "the unpacked folio's build of a new book failed:
$out"
echo "$out" | grep -q '^4 passed, 0 failed' || fail "unexpected report from the unpacked folio:
$out"
grep -q 'My Book' site/index.html || fail "the unpacked folio's site has no title"

# `folio serve` from the unpacked tree: it starts the site server installed in lib/folio,
# which answers with the book's page, and Ctrl-C stops both and frees the port.
[ -x "$work/unpacked/$name/lib/folio/folio-site-server" ] || fail "the tarball has no lib/folio/folio-site-server"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$unpacked" serve --port "$port" --quiet > "$work/serve-output" 2>&1 &
served=$!
page() { python3 -c 'import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1], timeout=5).read().decode())' \
  "http://127.0.0.1:$port/" 2>/dev/null; }
tries=0
until page | grep -q '<title>My Book</title>'; do
  tries=$((tries + 1))
  [ "$tries" -le 300 ] && kill -0 "$served" 2>/dev/null || fail "the unpacked folio serve never served the book:
$(cat "$work/serve-output")"
  sleep 1
done
kill -INT "$served"
status=0
wait "$served" || status=$?
[ "$status" = 130 ] || fail "folio serve exited $status after Ctrl-C, not 130: $(cat "$work/serve-output")"
! page >/dev/null || fail "the site server still answers after folio serve stopped"
echo "install-test: an installed, moved folio builds a new book and fails a wrong transcript at its line;"
echo "install-test: make dist's tarball, unpacked into an empty folder, builds a new book there, macros included,"
echo "install-test: and serves it"
