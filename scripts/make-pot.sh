#!/usr/bin/env bash
# Writes the message template (default po/foodpin.pot) from the Swift sources, the desktop entries and
# the AppStream metadata. The Swift sources are read as C: the markers (Sources/Localization) take
# string literals only, so xgettext sees every marked string; `// Translators:` comments come along.
# Locations name files, not lines, so that a change elsewhere in a file does not touch the .pot.
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-po/foodpin.pot}
mapfile -t sources < <(find Sources/Localization Sources/Console Sources/FoodPinModel Sources/GtkKit \
    Sources/FoodPin Sources/Todo Sources/Sync Sources/SyncUI -name '*.swift' | LC_ALL=C sort)
data=(data/applications/*.desktop data/metainfo/*.metainfo.xml)
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
# Multi-line """ literals (CSS, SQL) are not C: xgettext warns and skips them; the source scan test
# makes sure no marked string is one.
xgettext -L C --from-code=UTF-8 --keyword= --keyword=localized:1 --keyword=localizedPlural:1,2 \
    --keyword=localizedInContext:1c,2 --add-comments=Translators: --add-location=file --sort-by-file \
    --package-name=foodpin --msgid-bugs-address=https://github.com/foodpin/foodpin/issues \
    -o "$tmp" "${sources[@]}" 2>&1 | { grep -v 'unterminated string literal' >&2 || true; }
xgettext --from-code=UTF-8 --add-location=file -j -o "$tmp" "${data[@]}"
sed -i '/^"POT-Creation-Date:/d' "$tmp"
cp "$tmp" "$output"
chmod 644 "$output"
echo "$output: $(grep -c '^msgid ' "$output") messages (the header included)"
