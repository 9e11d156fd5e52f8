#!/bin/sh
# Installs a built folio and everything it needs at run time under PREFIX:
#   PREFIX/bin/folio                 the command
#   PREFIX/lib/folio/libViewGraph.so  the engine every scenario links and runs with
#   PREFIX/lib/folio/Modules/         the engine's Swift modules, which chapter code imports
#   PREFIX/lib/folio/COpenCombineHelpers.build/  the C module OpenCombine's interface names
#   PREFIX/lib/folio/ViewGraphMacros-tool  the compiler plugin of the engine's macros (#Preview, @Entry)
#   PREFIX/lib/folio/folio-site-server  the HTTP server `folio serve` starts (SiteServerProcess)
# folio finds lib/folio from its own real path (EngineLocation.installedDirectory), and
# every path written here is relative, so the tree works wherever it is moved or unpacked,
# with the same Swift toolchain. The scenario host is not installed: folio builds it
# beside the engine the first time it runs (or per build, when lib/folio is read-only).
#
# Usage: Scripts/install.sh BUILD_DIR PREFIX   (BUILD_DIR: .build/release or .build/debug)
set -eu
build=$1
prefix=$2
lib="$prefix/lib/folio"
for file in folio folio-site-server libViewGraph.so ViewGraphMacros-tool COpenCombineHelpers.build/module.modulemap; do
  if [ ! -e "$build/$file" ]; then
    echo "error: $build/$file is missing" >&2
    echo "hint: build first ('swift build -c release', or 'make install', which does)" >&2
    exit 1
  fi
done
mkdir -p "$prefix/bin" "$lib/Modules" "$lib/COpenCombineHelpers.build/include"
# A temporary name, then a rename: a running folio is never overwritten in place.
cp "$build/folio" "$prefix/bin/.folio.new" && chmod 755 "$prefix/bin/.folio.new"
mv -f "$prefix/bin/.folio.new" "$prefix/bin/folio"
cp "$build/libViewGraph.so" "$lib/libViewGraph.so"
# The macro plugin swiftc runs (EngineLocation.pluginFlags), beside the library as in the build.
cp "$build/ViewGraphMacros-tool" "$lib/.ViewGraphMacros-tool.new" && chmod 755 "$lib/.ViewGraphMacros-tool.new"
mv -f "$lib/.ViewGraphMacros-tool.new" "$lib/ViewGraphMacros-tool"
# The site server `folio serve` starts, found from folio's real path as the engine is.
cp "$build/folio-site-server" "$lib/.folio-site-server.new" && chmod 755 "$lib/.folio-site-server.new"
mv -f "$lib/.folio-site-server.new" "$lib/folio-site-server"
# The modules EngineLocation.engineFiles names: the engine's and those its interface imports.
for module in ViewGraph CombineSurface OpenCombine ScenarioWire; do
  cp "$build/Modules/$module.swiftmodule" "$lib/Modules/$module.swiftmodule"
done
# What the engine was built from (Scripts/engine-identity.sh), when the build wrote it:
# the cache key that travels between machines and clones.
rm -f "$lib/folio-engine-identity"
if [ -e "$build/folio-engine-identity" ]; then cp "$build/folio-engine-identity" "$lib/folio-engine-identity"; fi
# SwiftPM's module map names its umbrella header by absolute path, in the package
# checkout: copy the header folder and name it relatively (from the map's own folder).
map="$build/COpenCombineHelpers.build/module.modulemap"
header=$(sed -n 's/.*umbrella header "\(.*\)".*/\1/p' "$map")
if [ -n "$header" ]; then
  include=$(dirname "$header")
  cp -R "$include/." "$lib/COpenCombineHelpers.build/include/"
  sed "s|\"$include/|\"include/|" "$map" > "$lib/COpenCombineHelpers.build/module.modulemap"
else
  umbrella=$(sed -n 's/.*umbrella "\(.*\)".*/\1/p' "$map")
  [ -n "$umbrella" ] || { echo "error: cannot read $map" >&2; exit 1; }
  cp -R "$umbrella/." "$lib/COpenCombineHelpers.build/include/"
  sed "s|\"$umbrella\"|\"include\"|" "$map" > "$lib/COpenCombineHelpers.build/module.modulemap"
fi
echo "installed folio in $prefix/bin and its engine in $lib"
