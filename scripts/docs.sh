#!/usr/bin/env bash
# `make docs`: the DocC documentation of the library products Diffable and GtkKit.
#   1. builds the two modules (debug) and extracts their public symbol graphs,
#   2. fails when a public symbol has no documentation comment or is in no topic group
#      (scripts/check-docs.swift),
#   3. converts each catalog (Sources/<Module>/<Module>.docc) into an archive, warnings as errors,
#   4. merges both into one static site.
# Output (under .build/docs, never committed):
#   Diffable.doccarchive, GtkKit.doccarchive   archives for `docc preview` or Xcode
#   site/                                      static site: serve it with any web server, e.g.
#                                              `python3 -m http.server -d .build/docs/site`, then open
#                                              /documentation/diffable and /documentation/gtkkit
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Diffable GtkKit)
out=.build/docs
graphs=$out/symbol-graphs
swift=${SWIFT:-swift}
docc=${DOCC:-$(dirname "$(command -v "$swift")")/docc}
[[ -x "$docc" ]] || docc=$(command -v docc) || { echo "error: docc not found beside $swift" >&2; exit 1; }

$swift build --target GtkKit >&2
modules_dir=$($swift build --show-bin-path)/Modules
triple=$($swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n1)

# The C modules GtkKit imports, found as the compiler finds them.
clang_flags=(-Xcc -fmodule-map-file=Sources/CGtk/module.modulemap -Xcc -fmodule-map-file=Sources/CIntl/module.modulemap)
for flag in $(pkg-config --cflags-only-I libadwaita-1); do clang_flags+=(-Xcc "$flag"); done
# Maps (issue 30): libshumate with libsoup 3, and geocode-glib.
clang_flags+=(-Xcc -fmodule-map-file=Sources/CShumate/module.modulemap -Xcc -fmodule-map-file=Sources/CGeocodeGlib/module.modulemap)
for flag in $(pkg-config --cflags-only-I shumate-1.0 geocode-glib-2.0); do clang_flags+=(-Xcc "$flag"); done

rm -rf "$out"
for module in "${modules[@]}"; do
    mkdir -p "$graphs/$module"
    $swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules_dir" "${clang_flags[@]}" \
        -minimum-access-level public -output-dir "$graphs/$module"
done

$swift scripts/check-docs.swift "$graphs" "${modules[@]}"

archives=()
for module in "${modules[@]}"; do
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "io.github.foodpin.$module" \
        --warnings-as-errors \
        --output-path "$out/$module.doccarchive"
    archives+=("$out/$module.doccarchive")
done

"$docc" merge "${archives[@]}" --synthesized-landing-page-name "FoodPin frameworks" \
    --output-path "$out/merged.doccarchive"
"$docc" process-archive transform-for-static-hosting "$out/merged.doccarchive" --output-path "$out/site"
rm -rf "$out/merged.doccarchive"
echo "docs: archives in $out/*.doccarchive, static site in $out/site (open /documentation/diffable, /documentation/gtkkit)"
