# Folio: `make site` builds and verifies the book into site/; `make test` runs every
# test, the book's doc tests included. Both install what a fresh machine lacks.

SWIFT ?= swift
FOLIO = .build/debug/folio

.PHONY: all deps test-deps build test unit-test doc-test surface surface-test site clean site-fresh site-check browser-deps browser-test fuzz fuzz-smoke bench bench-compare bench-test public-surface-test format lint install dist install-test

all: site

# libcmark-dev (and pkg-config, which finds it) and bubblewrap (the sandbox every
# compile and scenario runs in) come from apt; a fresh machine has Swift but not these.
deps:
	@missing=; \
	if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcmark; then missing="libcmark-dev pkg-config"; fi; \
	if ! command -v bwrap >/dev/null 2>&1; then missing="$$missing bubblewrap"; fi; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing (needed to parse Markdown and to sandbox chapter code)..."; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; \
	  elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
	  else echo "error:$$missing missing and this user cannot install it." >&2; \
	       echo "hint: run 'apt-get install$$missing' as root, then retry." >&2; exit 1; fi; \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null \
	    || { echo "error: could not install$$missing; install it with 'apt-get install$$missing'." >&2; exit 1; }; \
	fi

# Then what the engine is built from, beside it (Scripts/engine-identity.sh): the key a
# cache restored in another clone still matches.
build: deps
	$(SWIFT) build
	Scripts/engine-identity.sh .build/debug debug

# The layout check, unit and end-to-end tests of the engine and the tool, the bench
# script's own rules, the SwiftUI
# surface corpus, then the book's own checks, a few seconds of fuzzing, an installed
# folio on a new book, then the committed site against a fresh build, then the site in
# a real browser.
test: lint public-surface-test unit-test bench-test surface-test doc-test fuzz-smoke install-test site-check browser-test

# folio with everything it needs at run time under PREFIX: PREFIX/bin/folio and the
# engine in PREFIX/lib/folio (Scripts/install.sh), found from folio's real path, so it
# works from any folder, through a link, and after the tree is moved. A release build
# unless CONFIGURATION=debug (which reuses `make build`'s).
PREFIX ?= /usr/local
CONFIGURATION ?= release

install: deps
	$(SWIFT) build -c $(CONFIGURATION)
	Scripts/engine-identity.sh .build/$(CONFIGURATION) $(CONFIGURATION)
	Scripts/install.sh .build/$(CONFIGURATION) "$(PREFIX)"

# The installed tree as a tarball, folio-VERSION-linux-ARCH.tar.gz in DIST_DIR: unpack it
# anywhere on a machine with the same Swift toolchain and run its bin/folio.
DIST_DIR ?= .build/dist

dist: deps
	$(SWIFT) build -c $(CONFIGURATION)
	Scripts/engine-identity.sh .build/$(CONFIGURATION) $(CONFIGURATION)
	@version=$$(.build/$(CONFIGURATION)/folio --version | cut -d' ' -f2); \
	name=folio-$$version-linux-$$(uname -m); \
	rm -rf "$(DIST_DIR)/$$name" && mkdir -p "$(DIST_DIR)" && \
	Scripts/install.sh .build/$(CONFIGURATION) "$(DIST_DIR)/$$name" >/dev/null && \
	tar -C "$(DIST_DIR)" -czf "$(DIST_DIR)/$$name.tar.gz" "$$name" && \
	rm -rf "$(DIST_DIR)/$$name" && echo "wrote $(DIST_DIR)/$$name.tar.gz"

# Part of `make test`: the debug build installed into a temporary PREFIX, moved, and run
# on a new book from a folder outside the repository; then `make dist`'s tarball of it
# unpacked into an empty folder and run on a new book there (Tests/Install/install_test.sh).
install-test: build
	Tests/Install/install_test.sh

# One layout for all Swift code, swift-format's (part of the toolchain), configured in
# .swift-format: `make format` rewrites, `make lint` (part of `make test`) fails on any
# difference or rule broken, among them an undocumented public declaration; then each
# Folio target's public face (Scripts/public_surface.py): a `public` or `package` that no
# other target reads fails, named by file:line (README, How it is built).
# Sources/ViewGraph/.swift-format is the same but does not yet require that `///`.
# Tests/SurfaceCorpus is left out, as chapters/ is: its views are input written the way
# tutorials write SwiftUI, four-space indents and all, not code of ours.
FORMAT_PATHS = Sources $(filter-out Tests/SurfaceCorpus,$(wildcard Tests/*)) Package.swift

format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMAT_PATHS)

lint:
	@$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS) \
	  || { echo "hint: run 'make format' to apply the layout; a rule it cannot fix names the line" >&2; exit 1; }
	@python3 -B Scripts/public_surface.py

# xmllint (Debian's libxml2-utils): the tests validate `folio test --junit` against the
# JUnit schema in Tests/FolioTests/Fixtures/junit/ with it. Installed like chromium.
test-deps:
	@if ! command -v xmllint >/dev/null 2>&1; then \
	  echo "Installing libxml2-utils (xmllint, needed to validate the JUnit output)..."; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; \
	  elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
	  else echo "error: xmllint is missing and this user cannot install it." >&2; \
	       echo "hint: run 'apt-get install libxml2-utils' as root, then retry." >&2; exit 1; fi; \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null \
	    || { echo "error: could not install libxml2-utils; install it with 'apt-get install libxml2-utils'." >&2; exit 1; }; \
	fi

unit-test: deps test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

doc-test: build
	$(FOLIO) test chapters

# The SwiftUI that tutorials are written in (Tests/SurfaceCorpus): each corpus view
# type-checked against the engine as a chapter's standalone block is. `surface` reports
# what is missing, ranked by how many views it blocks; `surface-test` (part of `test`)
# fails when a view listed in expected-pass.txt stops type-checking.
surface: build
	python3 Tests/SurfaceCorpus/surface.py

surface-test: build
	python3 Tests/SurfaceCorpus/surface.py --check

site: build
	$(FOLIO) build

# A fresh build of the site, for the staleness check and the browser tests.
SITE_FRESH = .build/site-fresh

site-fresh: build
	$(FOLIO) build --chapters chapters --out $(SITE_FRESH)

# The build is reproducible, so the committed site/ must equal a fresh build byte for byte.
site-check: site-fresh
	@if [ ! -d site ]; then echo "error: site/ is missing" >&2; echo "hint: run 'make site' and commit site/" >&2; exit 1; fi
	@first=$$(LC_ALL=C diff -rq site $(SITE_FRESH) 2>&1 | head -n 1); \
	if [ -n "$$first" ]; then \
	  echo "error: site/ is stale, it differs from a fresh build: $$first" >&2; \
	  echo "hint: run 'make site' and commit site/" >&2; exit 1; \
	fi; \
	echo "site/ matches a fresh build"

# Debian's chromium drives the browser tests; installed like libcmark-dev when missing.
browser-deps:
	@if ! command -v chromium >/dev/null 2>&1; then \
	  echo "Installing chromium (needed by the browser tests)..."; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; \
	  elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
	  else echo "error: chromium is missing and this user cannot install it." >&2; \
	       echo "hint: run 'apt-get install chromium' as root, then retry." >&2; exit 1; fi; \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null \
	    || { echo "error: could not install chromium; install it with 'apt-get install chromium'." >&2; exit 1; }; \
	fi

# The fresh site in headless chromium from file://; screenshots go to test-artifacts/ (git-ignored).
browser-test: browser-deps site-fresh
	python3 Tests/Browser/browser_test.py --site $(SITE_FRESH) --artifacts test-artifacts/browser

# The FolioCore target (Markdown, the book model, extraction, checking, updating: pure)
# under libFuzzer (Tests/Fuzz/FuzzEntry.swift, FuzzInvariants.swift): built with swiftc from that target's
# folder, since SwiftPM builds no libFuzzer executables. The committed corpus seeds
# each run; new inputs and any crash go to $(FUZZ_DIR).
SWIFTC ?= swiftc
FUZZ_DIR = .build/fuzz
FUZZ_BIN = $(FUZZ_DIR)/folio-fuzz
FUZZ_TIME ?= 600
FUZZ_SWIFTFLAGS = -sanitize=fuzzer,address -use-ld=lld -parse-as-library -package-name Folio -D FOLIO_FUZZ_IN_MODULE
# The two files that read folio.toml with TOMLKit (a package, with C++ inside) are left
# out: the harness fuzzes chapters, and swiftc alone cannot build the package.
FUZZ_SOURCES = $(shell find Sources/FolioCore -name '*.swift' -not -name BookConfigReader.swift \
  -not -name BookConfigFile.swift) Tests/Fuzz/FuzzInvariants.swift Tests/Fuzz/FuzzEntry.swift

$(FUZZ_BIN): $(FUZZ_SOURCES) $(wildcard Sources/ScenarioWire/*.swift) | deps
	@mkdir -p $(FUZZ_DIR)
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -module-name ScenarioWire -wmo -emit-module \
	  -emit-module-path $(FUZZ_DIR)/ScenarioWire.swiftmodule -c Sources/ScenarioWire/*.swift -o $(FUZZ_DIR)/ScenarioWire.o
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -module-name FolioCore -I $(FUZZ_DIR) -I Sources/CCmark \
	  $(FUZZ_SOURCES) $(FUZZ_DIR)/ScenarioWire.o -lcmark -o $@

# A few seconds, part of `make test`: the corpus still passes and a fixed number of new
# inputs from a fixed seed break nothing. Fixed, so that CI is a verdict on the change and
# not on luck; exploring is `make fuzz`'s job, and what it finds joins the corpus.
fuzz-smoke: $(FUZZ_BIN)
	@rm -rf $(FUZZ_DIR)/smoke && mkdir -p $(FUZZ_DIR)/smoke
	$(FUZZ_BIN) -seed=1 -runs=5000 -timeout=10 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/ \
	  $(FUZZ_DIR)/smoke Tests/Fuzz/corpus

# Ten minutes (FUZZ_TIME=seconds to change); copy an input worth keeping into Tests/Fuzz/corpus.
fuzz: $(FUZZ_BIN)
	@mkdir -p $(FUZZ_DIR)/corpus
	$(FUZZ_BIN) -max_total_time=$(FUZZ_TIME) -timeout=10 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/ \
	  $(FUZZ_DIR)/corpus Tests/Fuzz/corpus

clean:
	rm -rf .build

# Speed, in release: the book and a generated book of 200 scenarios against the floor
# (one swiftc for all their code), a naive tool, and warm rebuilds; a generated book of
# 1,000 against the floor, whole and in two shards; the run stage's CPU per transcript;
# then the engine's 10,000-row list, and a row update and a tap at 1,000 and 100,000 rows.
# Ends with a `bench: …` line (README, Performance; Tests/Bench/README.md).
# Plain `swift build`: folio needs libViewGraph.so built next to it.
BENCH_RUNS ?= 3
bench: deps
	$(SWIFT) build -c release
	Scripts/engine-identity.sh .build/release release
	python3 Tests/Bench/bench.py --folio .build/release/folio --book chapters \
	  --generated 200 --generated-large 1000 --runs $(BENCH_RUNS) --engine-bench .build/release/viewgraph-bench \
	  --restored-cache

# Before and after in one run, in turns: two folio release builds on one book, each on
# its own copy and cache, ABBA (Tests/Bench/README.md, "Before and after"); ends with a
# `compare: …` line, after over before. Builds nothing: each folio finds its own engine
# next to it. make bench-compare BEFORE=/tmp/before/.build/release/folio AFTER=.build/release/folio
BOOK ?= chapters
bench-compare:
	@test -n "$(BEFORE)" && test -n "$(AFTER)" || \
	  { echo "usage: make bench-compare BEFORE=FOLIO AFTER=FOLIO [BOOK=chapters] [BENCH_RUNS=3]" >&2; exit 2; }
	python3 Tests/Bench/bench.py --compare "before=$(BEFORE)" --compare "after=$(AFTER)" \
	  --book "$(BOOK)" --runs $(BENCH_RUNS)

# The public-face check's own rules (Tests/PublicSurface), on tiny fixture trees: part of `make test`.
public-surface-test:
	python3 -B -m unittest discover -s Tests/PublicSurface -p 'test_*.py'

# The bench script's own rules (Tests/Bench/test_bench.py), without folio: a second, part of `make test`.
bench-test:
	python3 -B -m unittest discover -s Tests/Bench -p 'test_*.py'
