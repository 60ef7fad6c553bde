#!/usr/bin/env bash
# Draws the main thread's delete cost against list size from `foodpin-bench --json` output: the
# `diff` suite's `delete-path` rows, impl `diffable` (shared storage) and `flat` (the O(n) path).
#   scripts/plot-delete-cost.sh BENCH.jsonl OUT.png
# Needs gnuplot (scripts/deps.sh test installs gnuplot-nox) and python3.
set -euo pipefail
[[ $# -eq 2 ]] || { echo "usage: $0 BENCH.jsonl OUT.png" >&2; exit 2; }
input=$1 output=$2
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT

python3 - "$input" "$data" <<'PY'
import json, sys
rows = {}
for line in open(sys.argv[1]):
    try:
        row = json.loads(line)
    except ValueError:
        continue
    if row.get("benchmark") == "diff" and row.get("case") == "delete-path" and "seconds" in row:
        rows.setdefault(row["impl"], {})[row["n"]] = row["seconds"]
if not {"diffable", "flat"} <= rows.keys():
    sys.exit("plot-delete-cost: no delete-path rows for both diffable and flat in " + sys.argv[1])
for impl, points in rows.items():
    with open(f"{sys.argv[2]}/{impl}.dat", "w") as out:
        for n in sorted(points):
            out.write(f"{n} {points[n] * 1e3}\n")
PY

gnuplot <<GP
set terminal pngcairo size 900,560 font "Sans,11"
set output "$output"
set title "Main-thread delete: copy the snapshot, deleteItems of one, the difference to apply"
set xlabel "items in the list"
set ylabel "milliseconds (log)"
set logscale xy
set format x "%.0s%c"
set grid
set key top left
set xrange [700:4200000]
set arrow from graph 0, first 16.7 to graph 1, first 16.7 nohead dashtype 2 linecolor rgb "#999999"
set label "one frame at 60 Hz" at 200000, 23 textcolor rgb "#777777"
plot "$data/flat.dat" using 1:2 with linespoints linewidth 2 pointtype 7 title "before: flat arrays, O(n) copy + full diff", \
     "$data/diffable.dat" using 1:2 with linespoints linewidth 2 pointtype 5 title "now: B-tree of shared chunks, edited-copy diff"
GP
echo "wrote $output"
