#!/usr/bin/env bash
# Runs lintian on a .deb. An error fails; so does a warning whose tag packaging/README.md does not
# explain (its "Lintian" section names each one it accepts, with the reason).
#   scripts/lint-deb.sh .build/foodpin_0.2.0_amd64.deb
set -euo pipefail
cd "$(dirname "$0")/.."
deb=${1:?usage: $0 PACKAGE.deb}

status=0
report=$(lintian --fail-on error --tag-display-limit 0 --display-level '>=warning' "$deb" 2>&1) || status=$?
[[ -z "$report" ]] || echo "$report"
if [[ $status -ne 0 ]] || grep -q '^E: ' <<<"$report"; then
    echo "lintian: errors (exit $status)" >&2
    exit 1
fi
unexplained=$({ grep '^W: ' <<<"$report" || true; } | awk '{ print $3 }' | sort -u |
    while read -r tag; do grep -q "\`$tag\`" packaging/README.md || echo "$tag"; done)
if [[ -n "$unexplained" ]]; then
    echo "lintian: warnings packaging/README.md does not explain: $unexplained" >&2
    exit 1
fi
echo "lintian: no error; $(grep -c '^W: ' <<<"$report" || true) warning(s), each explained in packaging/README.md"
