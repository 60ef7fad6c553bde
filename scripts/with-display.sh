#!/usr/bin/env bash
# Runs a command with an X display and a D-Bus session bus (for AT-SPI), starting Xvfb and
# dbus-run-session when there is none. Used by `make test` and `make bench`.
set -euo pipefail

if [[ -z "${DBUS_SESSION_BUS_ADDRESS:-}" && -z "${WITH_DISPLAY_IN_BUS:-}" ]]; then
    export WITH_DISPLAY_IN_BUS=1
    exec dbus-run-session -- "$0" "$@"
fi

if [[ -z "${DISPLAY:-}" ]]; then
    for number in $(seq 90 120); do
        [[ -e /tmp/.X${number}-lock || -e /tmp/.X11-unix/X${number} ]] && continue
        Xvfb ":$number" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
        xvfb=$!
        trap 'kill $xvfb 2>/dev/null || true' EXIT
        export DISPLAY=":$number"
        for _ in $(seq 1 100); do
            [[ -e /tmp/.X11-unix/X${number} ]] && break
            sleep 0.05
        done
        break
    done
fi
export GDK_BACKEND=x11
"$@"
