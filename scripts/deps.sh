#!/usr/bin/env bash
# Installs the Debian packages a goal needs, when missing.
#   scripts/deps.sh run    build and run the apps
#   scripts/deps.sh deb    also build the Debian package (`make deb`)
#   scripts/deps.sh test   also run every test, UI tests included, under Xvfb, and test the package
# As root it runs apt-get; otherwise it prints the exact command and fails.
# gettext: msgfmt/xgettext for `make translations`/`make pot`; locales-all: the German and Arabic
# locales the translation tests run under (gettext ignores LANGUAGE in the C locale).
# libcurl4-openssl-dev, libxml2-dev: release builds link Foundation statically, and its
# FoundationNetworking and FoundationXML then link libcurl and libxml2 from Debian (packaging/README.md).
# dpkg-dev (dpkg-shlibdeps), help2man, lintian: `make deb`; debootstrap: `make test-package`.
# Sync (issue 26): libsecret-1-dev (the Secret Service); for its tests gnome-keyring and dbus (a keyring
# in a private session bus), libsecret-tools (secret-tool, to look into it) and python3-venv, whose venv
# (.build/venv, see make_venv) holds the pinned PyPI peers of scripts/sync-test-requirements.txt (Radicale, Xandikos,
# python-caldav, vdirsyncer).
set -euo pipefail

# Maps (issue 30): libshumate, the map widget GNOME Maps uses, and geocode-glib's libsoup 3 build
# (geocode-glib-2.0) for Find on Map; GtkKit links both.
map_packages=(libshumate-dev libsoup-3.0-dev libgeocode-glib-dev)

run_packages=(pkg-config libsqlite3-dev libgtk-4-dev libadwaita-1-dev adwaita-icon-theme fonts-cantarell gettext
              libcurl4-openssl-dev libxml2-dev libsecret-1-dev "${map_packages[@]}")
deb_packages=("${run_packages[@]}" dpkg-dev help2man lintian xz-utils binutils)
test_packages=("${deb_packages[@]}" debootstrap libatspi2.0-dev at-spi2-core dbus gir1.2-atspi-2.0 python3-gi
               gir1.2-gtk-4.0 gir1.2-adw-1 x11-utils xvfb xauth xdotool xclip imagemagick desktop-file-utils appstream
               locales-all gnuplot-nox gnome-keyring libsecret-tools python3-venv strace)

case "${1:-}" in
    run) wanted=("${run_packages[@]}") ;;
    deb) wanted=("${deb_packages[@]}") ;;
    test) wanted=("${test_packages[@]}") ;;
    *) echo "usage: $0 run|deb|test" >&2; exit 2 ;;
esac

if ! command -v swift >/dev/null 2>&1; then
    echo "error: swift is not on PATH. Install Swift 6 from swift.org and add its usr/bin to PATH." >&2
    exit 1
fi

# The sync tests' Python peers, in a venv (Debian's Python refuses system installs) that .build/venv
# links to. The venv itself lives in the user's cache (~/.cache/foodpin, or $FOODPIN_VENV_CACHE), named
# after the pinned list and the Python that made it, so that a clean clone's `make test` does not make
# it again (14 s); a changed list or another Python makes a new one. The list is copied into the venv
# last: a venv without it (an interrupted make) is made again. (A venv cannot be made elsewhere and
# renamed: its programs name its path.)
make_venv() {
    local root link requirements cache key venv
    root=$(cd "$(dirname "$0")/.." && pwd)
    link="$root/.build/venv"
    requirements="$root/scripts/sync-test-requirements.txt"
    cache=${FOODPIN_VENV_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/foodpin}
    key=$( { /usr/bin/python3 --version; cat "$requirements"; } | sha256sum | cut -c1-16)
    venv="$cache/sync-venv-$key"
    if [[ ! -x "$venv/bin/python" ]] || ! cmp -s "$requirements" "$venv/requirements.txt"; then
        echo "Making the sync tests' Python venv in $venv"
        rm -rf "$venv"
        mkdir -p "$cache"
        /usr/bin/python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps -r "$requirements"
        cp "$requirements" "$venv/requirements.txt"
    fi
    [[ "$(readlink "$link" 2>/dev/null)" == "$venv" ]] && return 0
    mkdir -p "$root/.build"
    rm -rf "$link"
    ln -s "$venv" "$link"
}

missing=()
for package in "${wanted[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
if [[ ${#missing[@]} -eq 0 ]]; then
    if [[ "$1" == test ]]; then make_venv; fi
    exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
    echo "Installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
    if [[ "$1" == test ]]; then make_venv; fi
else
    echo "Missing Debian packages: ${missing[*]}" >&2
    echo "Install them with:" >&2
    echo "    sudo apt-get install -y ${missing[*]}" >&2
    exit 1
fi
