#!/usr/bin/env bash
# `make check-po` (part of `make test`): the translations are sound and complete.
#   1. po/foodpin.pot is what scripts/make-pot.sh makes from the sources now (else: `make update-po`).
#   2. Every po/<lang>.po of po/LINGUAS passes `msgfmt --check` (header, plural forms, format).
#   3. Every .po holds every message of the .pot, none untranslated, none fuzzy, none obsolete-only.
#   4. Every translation keeps its msgid's {placeholders} ({count} may stay out of forms such as
#      Arabic's "one" and "two", which say the number in words, but must appear in one form).
# Each failure names the file and the exact entries that need work.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
fresh=$(mktemp)
trap 'rm -f "$fresh"' EXIT
scripts/make-pot.sh "$fresh" >/dev/null
if ! diff -q <(msgcat --no-location --sort-output "$fresh" | grep -v '^#[^.]') \
             <(msgcat --no-location --sort-output po/foodpin.pot | grep -v '^#[^.]') >/dev/null; then
    echo "po/foodpin.pot is out of date with the sources; run 'make update-po', then translate. Changes:"
    diff <(msgcat --no-location --sort-output po/foodpin.pot | grep -v '^#') \
         <(msgcat --no-location --sort-output "$fresh" | grep -v '^#') | grep -E '^[<>] msg(ctxt|id)' | sed 's/^</  removed:/; s/^>/  added:  /' || true
    status=1
fi
for lang in $(sed 's/#.*//' po/LINGUAS); do
    po=po/$lang.po
    [[ -f $po ]] || { echo "$po is missing (listed in po/LINGUAS)"; status=1; continue; }
    if ! msgfmt --check --check-accelerators=_ -o /dev/null "$po" 2>/tmp/check-po.$$; then
        echo "$po fails msgfmt --check:"; sed 's/^/  /' /tmp/check-po.$$; status=1
    fi
    rm -f /tmp/check-po.$$
    python3 - "$po" "$fresh" <<'PY' || status=1
import re, subprocess, sys
po, pot = sys.argv[1], sys.argv[2]
def entries(path):
    text = subprocess.run(["msgcat", "--no-wrap", "--no-location", path], capture_output=True, text=True, check=True).stdout
    found = {}
    for block in text.split("\n\n"):
        fields, flags, cur = {}, "", None
        for line in block.split("\n"):
            if line.startswith("#,"): flags += line
            if line.startswith("#~") or line.startswith("#"): continue
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if m: cur = m.group(1); fields[cur] = m.group(2)
            elif line.startswith('"') and cur: fields[cur] += line[1:-1]
        if "msgid" not in fields or fields["msgid"] == "": continue
        key = (fields.get("msgctxt"), fields["msgid"])
        found[key] = (fields, "fuzzy" in flags)
    return found
def name(key):
    return (f'msgctxt "{key[0]}" ' if key[0] else "") + f'msgid "{key[1]}"'
placeholders = lambda s: set(re.findall(r"\{[A-Za-z_]+\}", s))
template, translated = entries(pot), entries(po)
problems = []
for key in template:
    if key not in translated: problems.append(f"missing (run 'make update-po'): {name(key)}"); continue
    fields, fuzzy = translated[key]
    forms = [v for k, v in fields.items() if k.startswith("msgstr")]
    if fuzzy: problems.append(f"fuzzy (check the translation, then remove the fuzzy flag): {name(key)}")
    if not forms or any(f == "" for f in forms): problems.append(f"untranslated: {name(key)}"); continue
    wanted = placeholders(fields["msgid"]) | placeholders(fields.get("msgid_plural", ""))
    for index, form in enumerate(forms):
        lost = wanted - placeholders(form) - ({"{count}"} if "msgid_plural" in fields else set())
        extra = placeholders(form) - wanted
        if lost: problems.append(f"form {index} drops {', '.join(sorted(lost))}: {name(key)}")
        if extra: problems.append(f"form {index} has unknown {', '.join(sorted(extra))}: {name(key)}")
    if "{count}" in wanted and "msgid_plural" in fields and not any("{count}" in f for f in forms):
        problems.append(f"no form shows {{count}}: {name(key)}")
if problems:
    print(f"{po}: {len(problems)} entries need work:")
    for p in problems: print("  " + p)
    sys.exit(1)
PY
done
[[ $status -eq 0 ]] && echo "po: $(sed 's/#.*//' po/LINGUAS | xargs) complete, checked, and the .pot is current"
exit $status
