#!/usr/bin/env bash
# Runs a command with an X display and a D-Bus session bus (for AT-SPI), starting Xvfb and
# dbus-run-session when missing. Used by `make test` (scripts/run-tests.sh) and `make bench`.
#   scripts/with-display.sh swift test --filter FoodPinTests
#   scripts/with-display.sh --private CMD   # always a display and a bus of its own (a test lane)
# Xvfb starts first so that the bus (and the at-spi-bus-launcher it activates) inherit DISPLAY.
# Xvfb picks a free display number itself (-displayfd), so parallel runs never collide.
set -euo pipefail

if [[ "${1:-}" == --private ]]; then
    shift
    unset DISPLAY DBUS_SESSION_BUS_ADDRESS
fi

xvfb_pid=""
cleanup() { [[ -n "$xvfb_pid" ]] && kill "$xvfb_pid" 2>/dev/null || true; }
trap cleanup EXIT INT TERM

display_works() { [[ -n "${DISPLAY:-}" ]] && xdpyinfo >/dev/null 2>&1; }

if ! display_works; then
    command -v Xvfb >/dev/null || { echo "error: Xvfb missing: run scripts/deps.sh test" >&2; exit 1; }
    number_file=$(mktemp)
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$number_file" >/dev/null 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 1 200); do
        [[ -s "$number_file" ]] && break
        kill -0 "$xvfb_pid" 2>/dev/null || { echo "error: Xvfb failed to start" >&2; exit 1; }
        sleep 0.05
    done
    number=$(head -n1 "$number_file")
    rm -f "$number_file"
    [[ -n "$number" ]] || { echo "error: Xvfb did not report a display number" >&2; exit 1; }
    export DISPLAY=":$number"
fi

export GDK_BACKEND=x11
# Accessibility must stay on for UI tests: AT-SPI is how they read the apps.
if [[ -n "${GTK_A11Y:-}" && "${GTK_A11Y}" != "atspi" ]]; then unset GTK_A11Y; fi
unset NO_AT_BRIDGE

status=0
if [[ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]]; then
    # The bus and the services it activates (the AT-SPI registry) print chatter on stdout; they get
    # stderr instead, and the command alone gets stdout back through fd 3 (make bench-json's output
    # is one JSON object per line).
    exec 3>&1
    dbus-run-session -- bash -c 'exec "$@" 1>&3 3>&-' with-display "$@" \
        1>&2 2> >(grep -v "Failed to set fd limit" >&2) || status=$?
else
    "$@" || status=$?
fi
exit "$status"
