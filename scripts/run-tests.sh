#!/usr/bin/env bash
# Runs every test of the built test bundle — XCTest and Swift Testing — and prints the time of each
# suite. `make test` calls it after `swift build --build-tests`.
#   scripts/run-tests.sh                 # lanes side by side (TEST_LANES, default: the cores + 2)
#   TEST_LANES=1 scripts/run-tests.sh    # one after the other
# The tests are cut into jobs (a module's XCTest classes, FoodPin's and To-Do's UI suites in parts,
# Swift Testing in three);
# each lane is a display and a session bus of its own (scripts/with-display.sh --private: an app's
# window and its input never meet another lane's) and takes the next job, the longest first, until
# none is left. Logs: .build/test-logs/<job>.log; the suite times: .build/test-logs/summary.txt; the
# jobs' times, which order the next run: .build/test-logs/job-seconds.txt.
# The bundle is run directly, not through `swift test`, which locks .build for one run at a time.
set -euo pipefail

cd "$(dirname "$0")/.."
bundle=$(find .build/debug/ -maxdepth 1 -name '*PackageTests.xctest' | head -n1)
[[ -x "$bundle" ]] || { echo "error: no test bundle in .build/debug: run swift build --build-tests" >&2; exit 1; }
logs=.build/test-logs
# Two lanes more than the cores: UI tests spend much of their time waiting for a window or an AT-SPI
# answer (a job alone leaves 60 % of two cores idle), and on two cores two lanes left a fifth of the
# CPU idle (12:09); three, 10 % (8:28); four, 6 % (7:55).
lanes=${TEST_LANES:-$(( $(nproc) + 2 ))}
(( lanes >= 1 )) || lanes=1
export NO_COLOR=1  # Swift Testing's output, read back below

# The jobs: name, then what the bundle is given (XCTest classes, or swift-testing:--filter|--skip:REGEX).
mkdir -p "$logs"
jobs_file=$(mktemp)
queue=$(mktemp)
trap 'rm -f "$jobs_file" "$queue" "$queue.lock"' EXIT
"$bundle" --list-tests 2>/dev/null | grep '/' | sed 's|/.*||' | sort -u > "$jobs_file.classes"
in_process=$(grep -lr 'ListControllerFixture\|MainContext' Tests/FoodPinTests/InProcess 2>/dev/null \
    | xargs -r grep -ho 'class [A-Za-z]*Tests' | sed 's/class /FoodPinTests./' | sort -u || true)
screenshots='FoodPinTests.(ScreenshotTests|RightToLeftScreenshotTests)$'
classes() { grep -E "$1" "$jobs_file.classes" | grep -vxF -f <(printf '%s\n' "${@:2}" | sed '/^$/d') | paste -sd, || true; }
# Many jobs of a few minutes rather than a few long ones: the lanes end close together.
parts() {  # NAME N CLASSES…: the classes (one per line on stdin) in N jobs NAME-1…NAME-N, in turn
    awk -v name="$1" -v n="$2" '{ jobs[NR % n] = jobs[NR % n] (jobs[NR % n] == "" ? "" : ",") $0 }
        END { for (i = 0; i < n; i++) if (jobs[i] != "") printf "%s-%d %s\n", name, i + 1, jobs[i] }'
}
{
    # Swift Testing in three jobs: Diffable's property tests, FoodPin's command lines, and the rest.
    echo "swift-testing-diffable swift-testing:--filter:^DiffableTests\."
    echo "swift-testing-foodpin swift-testing:--filter:^FoodPinTests\."
    echo "swift-testing swift-testing:--skip:^(DiffableTests|FoodPinTests)\."
    echo "foodpin-screenshots $(classes "$screenshots")"
    echo "foodpin-in-process $(printf '%s\n' $in_process | paste -sd,)"
    grep '^FoodPinTests\.' "$jobs_file.classes" | grep -vE "$screenshots" \
        | grep -vxF -f <(printf '%s\n' $in_process | sed '/^$/d') | parts foodpin-ui 5
    grep '^TodoTests\.' "$jobs_file.classes" | parts todo 3
    # Every other module's XCTest classes, a job each.
    for module in $(cut -d. -f1 "$jobs_file.classes" | sort -u | grep -vxE 'FoodPinTests|TodoTests'); do
        echo "$(tr '[:upper:]' '[:lower:]' <<< "${module%Tests}") $(classes "^$module\.")"
    done
} | awk 'NF == 2' > "$jobs_file"
# Every XCTest class in exactly one job.
if ! diff <(cut -d' ' -f2 "$jobs_file" | grep -v '^swift-testing' | tr ',' '\n' | sort) "$jobs_file.classes" >&2; then
    echo "error: the jobs above do not hold every XCTest class once" >&2
    exit 1
fi
rm -f "$jobs_file.classes"

# Longest first, by the last run's times; a clean clone goes by the times below (a run on two cores,
# four lanes), and a job neither knows counts as the longest.
declare -A last=([swift-testing-foodpin]=185 [swift-testing]=175 [gtkkit]=170 [foodpin-ui-1]=145
    [foodpin-ui-2]=145 [foodpin-ui-3]=145 [foodpin-ui-4]=145 [foodpin-ui-5]=145 [foodpin-screenshots]=135
    [todo-1]=85 [todo-2]=85 [todo-3]=85 [swift-testing-diffable]=60 [uitestsupport]=50
    [foodpin-in-process]=40 [examples]=25 [foodpinmodel]=7)
[[ -f "$logs/job-seconds.txt" ]] && while read -r name seconds; do last[$name]=$seconds; done < "$logs/job-seconds.txt"
while read -r name what; do echo "${last[$name]:-99999} $name $what"; done < "$jobs_file" \
    | sort -s -rn -k1,1 | cut -d' ' -f2- > "$queue"

next_job() {  # pops the queue's first line, under a lock shared by the lanes
    exec 9> "$queue.lock"
    flock 9
    local line
    line=$(head -n1 "$queue")
    sed -i '1d' "$queue"
    flock -u 9
    echo "$line"
}

run_lane() {
    local lane=$1 line name what start status
    while line=$(next_job) && [[ -n "$line" ]]; do
        read -r name what <<< "$line"
        start=$(date +%s%N)
        status=0
        if [[ "$what" == swift-testing:* ]]; then
            # One test at a time: the suites' times are then what they cost, and the other lanes keep a core.
            IFS=: read -r _ option pattern <<< "$what"
            timeout 1800 scripts/with-display.sh --private "$bundle" --testing-library swift-testing --no-parallel \
                "$option" "$pattern" > "$logs/$name.log" 2>&1 || status=$?
        else
            timeout 1800 scripts/with-display.sh --private "$bundle" "$what" > "$logs/$name.log" 2>&1 || status=$?
        fi
        local seconds
        seconds=$(awk -v ns="$(( $(date +%s%N) - start ))" 'BEGIN { printf "%.1f", ns / 1e9 }')
        echo "$name $seconds $status $lane" >> "$logs/jobs.txt"
        printf '%s lane %d: %-20s %6.1f s%s\n' "$([[ $status == 0 ]] && echo ✔ || echo ✘)" "$lane" "$name" \
            "$seconds" "$([[ $status == 0 ]] || echo "  (exit $status, $logs/$name.log)")"
    done
}

rm -f "$logs"/*.log "$logs/jobs.txt"
started=$(date +%s%N)
echo "Tests: $(wc -l < "$queue") jobs in $lanes lane(s); logs in $logs/"
for lane in $(seq 1 "$lanes"); do run_lane "$lane" & done
wait
elapsed=$(( ($(date +%s%N) - started) / 1000000000 ))

# The suites' times, longest first.
{
    echo "Suite times in seconds, longest first (XCTest classes and Swift Testing suites):"
    for log in "$logs"/*.log; do
        awk -v job="$(basename "$log" .log)" '
            /^Test Suite .* (passed|failed) at/ { match($0, /'\''[^'\'']*'\''/); suite = substr($0, RSTART + 1, RLENGTH - 2); next }
            suite != "" && /Executed [0-9]+ tests?/ {
                if (suite !~ /^(All tests|Selected tests|.*\.xctest)$/) {
                    match($0, /in [0-9.]+ /); printf "%8.1f  %s (%s)\n", substr($0, RSTART + 3, RLENGTH - 4), suite, job
                }
                suite = ""
            }
            /^(✔|✘) Suite .* (passed|failed) after [0-9.]+ seconds/ {
                line = $0; sub(/^(✔|✘) Suite /, "", line); seconds = line
                sub(/ (passed|failed) after.*/, "", line); sub(/.* after /, "", seconds); sub(/ seconds.*/, "", seconds)
                printf "%8.1f  %s (%s)\n", seconds, line, job
            }' "$log"
    done | sort -rn
} > "$logs/summary.txt"
cat "$logs/summary.txt"
awk '{ print $1, $2 }' "$logs/jobs.txt" > "$logs/job-seconds.txt"

echo
echo "Jobs by lane (seconds):"
sort -k4,4n -k1,1 "$logs/jobs.txt" | awk '{ lanes[$4] = lanes[$4] sprintf("  %s %.0f%s", $1, $2, $3 == 0 ? "" : " FAILED"); sum[$4] += $2 }
    END { for (l = 1; l in lanes; l++) printf "lane %s: %.0f s:%s\n", l, sum[l], lanes[l] }'
failed=$(awk '$3 != 0 { print $1 }' "$logs/jobs.txt")
if [[ -n "$failed" ]]; then
    echo
    echo "Failures:"
    for name in $failed; do
        echo "--- $name ($logs/$name.log)"
        # An issue's own comment (the "↳" lines after it) says what was seen, as in "round 3: …".
        awk '/✘ Test .*recorded an issue/ { print; comment = 1; next }
             /error: |: error|✘ Test .*failed|Fatal error|Crash|Assertion failed/ { print; comment = 0; next }
             comment && /^↳ / { print; next } { comment = 0 }' "$logs/$name.log" \
            | head -n 60 | grep . || tail -n 40 "$logs/$name.log"
    done
fi
printf '\nTests took %d:%02d in %d lane(s)%s\n' "$(( elapsed / 60 ))" "$(( elapsed % 60 ))" "$lanes" \
    "$([[ -z "$failed" ]] && echo ", every job passed" || echo "; failed: $(echo $failed)")"
[[ -z "$failed" ]]
