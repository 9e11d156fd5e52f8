# Folio: `make site` builds and verifies the book into site/; `make test` runs every
# test, the book's doc tests included. Both install what a fresh machine lacks.

SWIFT ?= swift
FOLIO = .build/debug/folio

.PHONY: all deps build test unit-test doc-test site clean

all: site

# libcmark-dev (and pkg-config, which finds it) come from apt; a fresh machine has
# Swift but not these.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcmark; then \
	  echo "Installing libcmark-dev and pkg-config (needed to parse Markdown)..."; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; \
	  elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
	  else echo "error: libcmark-dev is missing and this user cannot install it." >&2; \
	       echo "hint: run 'apt-get install libcmark-dev pkg-config' as root, then retry." >&2; exit 1; fi; \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcmark-dev pkg-config >/dev/null \
	    || { echo "error: could not install libcmark-dev; install it with 'apt-get install libcmark-dev pkg-config'." >&2; exit 1; }; \
	fi

build: deps
	$(SWIFT) build

# Unit and end-to-end tests of the engine and the tool, then the book's own checks.
test: unit-test doc-test

unit-test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

doc-test: build
	$(FOLIO) test chapters

site: build
	$(FOLIO) build --chapters chapters --out site

clean:
	rm -rf .build
