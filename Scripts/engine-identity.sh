#!/bin/sh
# Writes BUILD_DIR/folio-engine-identity right after a build: a hash of what the engine
# is built from (its targets' sources and Package.swift, which pins every dependency
# exactly, and the build configuration), then the SHA-256 of each engine file as this
# build left it. folio keys its cache by the sources hash while the files still have
# these bytes (EngineIdentity), so a cache restored in another clone, whose engine
# bytes name another folder, still hits; a stale identity is ignored, never trusted.
#
# Usage: Scripts/engine-identity.sh BUILD_DIR CONFIGURATION
# The files are EngineLocation.engineFiles (Tests/FolioTests/EngineIdentityTests.swift
# fails when the two lists part).
set -eu
build=$1
configuration=$2
root=$(cd "$(dirname "$0")/.." && pwd)
sources=$(
  cd "$root" && {
    echo "configuration $configuration"
    find Package.swift Sources/ScenarioWire Sources/CVirtualClock Sources/ViewGraph Sources/CombineSurface \
      Sources/ViewGraphMacros \
      -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
  } | sha256sum | cut -d' ' -f1
)
identity="$build/folio-engine-identity"
{
  echo "sources $sources"
  for file in libViewGraph.so Modules/ViewGraph.swiftmodule Modules/CombineSurface.swiftmodule \
    Modules/OpenCombine.swiftmodule Modules/ScenarioWire.swiftmodule ViewGraphMacros-tool; do
    echo "$file $(sha256sum < "$build/$file" | cut -d' ' -f1)"
  done
} > "$identity.new"
mv -f "$identity.new" "$identity"
